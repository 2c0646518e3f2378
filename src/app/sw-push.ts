/// <reference lib="webworker" />
// Web Push in a service worker (docs/architecture.md, "Web Push"): the lobby's worker (sw.ts) and
// the mock panel's development worker (dev/push-worker.ts) install the same handlers, so a message
// the panel delivers in `npm run dev` is read, worded and shown exactly as a pushed one.
// Each message is read against the contract's PushPayload; one the worker cannot read shows
// nothing and is logged. The text is in the player's language: an open lobby tab's, else the one
// the page stored when notifications were turned on (PUSH_LOCALE_URL), else Thai.
import { notificationTarget, notificationText, readPushPayload, type PushDictionary, type PushLocale } from "@/shared/api/push";
import { PUSH_CACHE, PUSH_LOCALE_URL } from "@/shared/api/push-record";
import pushTh from "@/features/push/locales/th.json";
import pushEn from "@/features/push/locales/en.json";
import pushCn from "@/features/push/locales/cn.json";

const PUSH_DICTIONARIES: Record<PushLocale, PushDictionary> = {
  th: pushTh.notification as PushDictionary,
  en: pushEn.notification as PushDictionary,
  cn: pushCn.notification as PushDictionary,
};

/** The worker's handlers for `push` and `notificationclick`; `showPush` is what a push event runs. */
export function installPush(self: ServiceWorkerGlobalScope): { showPush: (text: string | null) => Promise<void> } {
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
    const stored = await (await self.caches.open(PUSH_CACHE)).match(PUSH_LOCALE_URL);
    const text = stored ? await stored.text() : "";
    return text === "en" || text === "cn" ? text : "th";
  }

  /** The brand's icon from the runtime config (network first, the cached copy offline); the shipped icon otherwise. */
  async function brandIcon(): Promise<string> {
    try {
      const response = (await self.fetch("/lobby/config.json").catch(() => null)) ?? (await self.caches.match("/lobby/config.json"));
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
    await self.registration.showNotification(title, {
      body,
      icon,
      badge: icon,
      lang: locale === "cn" ? "zh-CN" : locale,
      data: { path: payload.path ?? null },
    });
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

  return { showPush };
}
