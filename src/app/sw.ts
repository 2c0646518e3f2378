/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): the app precached, each locale's
// navigations answered with that locale's prerendered index.html (vite.config.ts,
// lobby-first-paint), the API never cached, config.json network-first.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
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
