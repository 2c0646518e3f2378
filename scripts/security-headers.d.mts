export const HSTS: string;
export function originOf(url: string | null | undefined): string | null;
export function policyFromConfig(config: {
  apiBaseUrl: string;
  postbackUrl: string;
  bannerClickSink: string | null;
  gameFrameOrigins: string[];
  trialPageUrl: string;
  fieldReports?: { collectorUrl: string; vitalsSampleRate?: number; maxPerPage?: number } | null;
}): { connectOrigins: string[]; frameOrigins: string[] };
export function securityHeaders(options?: {
  connectOrigins?: string[];
  frameOrigins?: string[];
  imageHosts?: string[];
  scriptHashes?: string[];
}): Record<string, string>;
export const API_HEADERS: { "Content-Security-Policy": string; "X-Frame-Options": string };
