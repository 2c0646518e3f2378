export function securityHeaders(options?: { apiOrigin?: string; frameOrigins?: string[]; imageHosts?: string[] }): Record<string, string>;
