export function bootScript(): { code: string; csp: string };
