import { registerSW } from "virtual:pwa-register";
import { handFirstVisitToWorker } from "./first-visit";

let updateSW: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Service worker at /lobby/sw.js, scope /lobby/: the shell precached, what pages use cached as
 * they use it, the API never cached (src/app/sw.ts).
 * registerType "prompt": a new version waits until the player taps the update banner.
 */
export function registerServiceWorker(onNeedRefresh: () => void): void {
  if (!("serviceWorker" in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  updateSW = registerSW({ immediate: true, onNeedRefresh });
  if (firstVisit) handFirstVisitToWorker(navigator.serviceWorker);
}

/** Activates the waiting worker and reloads the page on the new version. */
export async function applyUpdate(): Promise<void> {
  await updateSW?.(true);
}
