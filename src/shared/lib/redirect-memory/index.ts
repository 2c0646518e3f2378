import { safeStorage } from "@/shared/lib/storage";

/** The path a guest asked for before being sent to login (R-NAV-4). */
const KEY = "lobby.after-login";

export function rememberPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    safeStorage.set(KEY, path);
  }
}

export function takeRememberedPath(): string | null {
  let value: string | null = null;
  try {
    value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    value = safeStorage.get(KEY);
    safeStorage.remove(KEY);
  }
  // Only ever same-app paths: never an open redirect.
  return value && value.startsWith("/") && !value.startsWith("//") ? value : null;
}
