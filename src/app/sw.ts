/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest; docs/deployment.md): the shell precached
// (each locale's index.html, the entry's scripts, stylesheet and fonts: build/pwa.ts), each
// locale's navigations answered with that locale's prerendered index.html (build/first-paint.ts),
// route chunks, images and brand files cached as they are used, the API never cached, config.json
// network-first.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import { installPush } from "./sw-push";

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

// ---- Runtime caching: what a page uses, cached when it is used (the first visit's files too: the
// page sends them in a CACHE_URLS message once the worker is active, src/app/pwa.ts) ----
const DAY = 86_400;
const own = (url: URL, prefix: string) => url.origin === self.location.origin && url.pathname.startsWith(prefix);
// A file cached from the first visit's list was requested without the page's Origin header; a
// server that answers "Vary: Origin" (vite preview does) would make it miss for the page's own
// (CORS) module requests. The same name is the same file here, so Vary is not consulted.
const matchOptions = { ignoreVary: true };
// Route chunks, popups and their stylesheets: content-hashed, so a cached copy is never stale.
// Bounded, as every deployment brings new names.
registerRoute(
  ({ url }) => own(url, "/lobby/assets/"),
  new CacheFirst({
    cacheName: "lobby-assets",
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);
// Game art, provider logos and promotion pictures: the same name is the same picture.
registerRoute(
  ({ url }) => own(url, "/lobby/games/") || own(url, "/lobby/promotions/"),
  new CacheFirst({
    cacheName: "lobby-images",
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);
// The brand's files (logo, marks, icons, the web app manifest) may change under the same name.
registerRoute(
  ({ url }) => own(url, "/lobby/brands/") || own(url, "/lobby/icon.svg") || own(url, "/lobby/manifest.webmanifest"),
  new StaleWhileRevalidate({ cacheName: "lobby-brand", matchOptions, plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);
// The first visit: once active, the worker controls the page that installed it, so what that page
// loads next (a route chunk, a popup) is cached too.
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
// ---- Web Push (docs/architecture.md, "Web Push"): src/app/sw-push.ts, which the mock panel's
// development worker shares ----
installPush(self);
