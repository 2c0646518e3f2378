import { registerSW } from "virtual:pwa-register";

let updateSW: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Service worker at /lobby/sw.js, scope /lobby/: app shell precached, API never cached.
 * registerType "prompt": a new version waits until the player taps the update banner.
 */
export function registerServiceWorker(onNeedRefresh: () => void): void {
  if (!("serviceWorker" in navigator)) return;
  updateSW = registerSW({ immediate: true, onNeedRefresh });
}

/** Activates the waiting worker and reloads the page on the new version. */
export async function applyUpdate(): Promise<void> {
  await updateSW?.(true);
}
