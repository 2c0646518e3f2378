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
import { notificationTarget, notificationText, PUSH_CACHE, PUSH_LOCALE_URL, readPushPayload, type PushDictionary, type PushLocale } from "@/shared/api/push";
import pushTh from "@/features/push/locales/th.json";
import pushEn from "@/features/push/locales/en.json";
import pushCn from "@/features/push/locales/cn.json";

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
// ---- Web Push (docs/architecture.md, "Web Push") ----
// Each message is read against the contract's PushPayload; one the worker cannot read shows
// nothing and is logged. The text is in the player's language: an open lobby tab's, else the one
// the page stored when notifications were turned on (PUSH_LOCALE_URL), else Thai.
const PUSH_DICTIONARIES: Record<PushLocale, PushDictionary> = {
  th: pushTh.notification as PushDictionary,
  en: pushEn.notification as PushDictionary,
  cn: pushCn.notification as PushDictionary,
};
const LOBBY_ROOT = new URL("/lobby/", self.location.origin).href;
const localeOfUrl = (url: string): PushLocale | null => {
  const m = /^\/lobby\/(en|cn)(?:\/|$)/.exec(new URL(url).pathname);
  return m ? (m[1] as PushLocale) : new URL(url).pathname.startsWith("/lobby/") ? "th" : null;
};
const lobbyWindows = async (): Promise<WindowClient[]> =>
  (await self.clients.matchAll({ type: "window", includeUncontrolled: true })).filter((c) => localeOfUrl(c.url) !== null);

async function playerLocale(): Promise<PushLocale> {
  const open = (await lobbyWindows()).find((c) => c.focused) ?? (await lobbyWindows())[0];
  if (open) return localeOfUrl(open.url) ?? "th";
  const stored = await (await caches.open(PUSH_CACHE)).match(PUSH_LOCALE_URL);
  const text = stored ? await stored.text() : "";
  return text === "en" || text === "cn" ? text : "th";
}

/** The brand's icon from the runtime config (network first, the cached copy offline); the shipped icon otherwise. */
async function brandIcon(): Promise<string> {
  try {
    const response = (await fetch("/lobby/config.json").catch(() => null)) ?? (await caches.match("/lobby/config.json"));
    const icons = ((await response?.json()) as { brand?: { manifest?: { icons?: { src?: unknown }[] } } } | undefined)?.brand?.manifest?.icons;
    const src = icons?.find((i) => typeof i.src === "string")?.src;
    if (typeof src === "string") return new URL(src, LOBBY_ROOT).href;
  } catch {
    /* a broken config.json: the shipped icon */
  }
  return new URL("icon.svg", LOBBY_ROOT).href;
}

async function showPush(text: string | null): Promise<void> {
  const reading = readPushPayload(text);
  if (!reading.ok) {
    console.warn(`[push] message not shown: ${reading.problem}`);
    return;
  }
  const { payload } = reading;
  const [locale, icon] = await Promise.all([playerLocale(), brandIcon()]);
  const { title, body } = notificationText(payload, locale, PUSH_DICTIONARIES[locale]);
  await self.registration.showNotification(title, { body, icon, badge: icon, lang: locale === "cn" ? "zh-CN" : locale, data: { path: payload.path ?? null } });
}

self.addEventListener("push", (event) => {
  let text: string | null = null;
  try {
    text = event.data ? event.data.text() : null;
  } catch {
    text = null;
  }
  event.waitUntil(showPush(text));
});

// A tap: an open lobby tab is focused and told where to go (its router navigates); else a new one opens there.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { path?: unknown } | null)?.path, LOBBY_ROOT);
  event.waitUntil(
    (async () => {
      const open = await lobbyWindows();
      const tab = open.find((c) => c.focused) ?? open[0];
      if (tab) {
        await tab.focus();
        tab.postMessage({ type: "PUSH_OPEN", path: target.appPath });
        return;
      }
      await self.clients.openWindow(target.url);
    })(),
  );
});
