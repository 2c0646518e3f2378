/** Minimal cookie helpers (path "/" so every route under /lobby/ and the site root see them). */
export interface CookieOptions {
  /** Lifetime in milliseconds; omitted = session cookie. */
  maxAgeMs?: number;
  /** Absolute expiry; wins over maxAgeMs. */
  expires?: Date;
  path?: string;
  /** Lax unless the cookie must never ride a request started by another site. */
  sameSite?: "Lax" | "Strict";
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split("; ")) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const expires = options.expires ?? (options.maxAgeMs !== undefined ? new Date(Date.now() + options.maxAgeMs) : undefined);
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? "/"}; SameSite=${options.sameSite ?? "Lax"}`;
  if (expires) cookie += `; expires=${expires.toUTCString()}`;
  if (location.protocol === "https:") cookie += "; Secure";
  document.cookie = cookie;
}

export function removeCookie(name: string, path = "/"): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function getJsonCookie<T>(name: string): T | null {
  const raw = getCookie(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
