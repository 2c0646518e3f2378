/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): the app precached, each locale's
// navigations answered with that locale's prerendered index.html (vite.config.ts,
// lobby-first-paint), the API never cached, config.json network-first.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// registerType "prompt": the new version waits until the player taps the update banner.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Never a page for the API, config.json or any file (a game frame's page such as the trial page,
// with or without a query): those go to the network, which knows them.
const notPages = [/^\/lobby\/api\//, /^\/lobby\/config\.json/, /^\/lobby\/(?:[^/?#]+\/)*[^/?#]+\.[a-z0-9]+(?:[?#]|$)/i];
// The first matching route answers: the prefixed locales before the unprefixed Thai one.
for (const locale of ["en", "cn"]) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`/lobby/${locale}/index.html`), {
      allowlist: [new RegExp(`^/lobby/${locale}(/|$)`)],
      denylist: notPages,
    }),
  );
}
registerRoute(new NavigationRoute(createHandlerBoundToURL("/lobby/index.html"), { denylist: notPages }));

// Always fresh online; the last copy only when offline, so visited pages still start.
registerRoute(({ url }) => url.pathname === "/lobby/config.json", new NetworkFirst({ cacheName: "lobby-config", networkTimeoutSeconds: 5 }));
