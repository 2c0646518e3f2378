import { registerSW } from "virtual:pwa-register";

/** Service worker at /lobby/sw.js, scope /lobby/: app shell cached, API never cached. */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  registerSW({ immediate: true });
}
