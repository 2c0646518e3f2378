/**
 * A deploy replaces hashed chunks; a tab opened before it fails to load a lazy
 * chunk. Reload once to pick up the new build, never in a loop (R-ERR-9).
 */
/** When the page last reloaded for a failed chunk (the field reports read it on the next page view). */
export const CHUNK_RELOAD_KEY = "lobby.chunk-reload-at";

/** Where an in-flight navigation was going: a failed chunk reloads there, not where the player was. */
let pendingTarget: string | null = null;
export function setPendingTarget(href: string | null): void {
  pendingTarget = href;
}
const WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    msg,
  );
}

export function reloadOnceForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  } catch {
    return false;
  }
  if (Date.now() - last < WINDOW_MS) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  if (pendingTarget && pendingTarget !== location.pathname + location.search) location.assign(pendingTarget);
  else location.reload();
  return true;
}

export function installChunkReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadOnceForChunkError(payload ?? new Error("Failed to fetch dynamically imported module"))) event.preventDefault();
  });
}
