// Web Push, the parts the service worker and the page share (docs/architecture.md, "Web Push"):
// reading a push message against the contract (`webhooks.pushMessage`, PushPayload), the text a
// notification shows in the player's language, and where a tap may open the lobby. Pure: no DOM,
// no service-worker globals, so it runs in the worker, the page and the unit tests alike.
import type { components } from "@generated/api";
import { body as validatePushBody } from "@generated/validators/webhook-pushMessage.js";
import { formatAmount } from "@/shared/lib/format";

export type PushPayload = components["schemas"]["PushPayload"];
export type PushType = PushPayload["type"];
export type PushSubscriptionBody = components["schemas"]["PushSubscription"];
export type PushLocale = "th" | "en" | "cn";

export type PushReading = { ok: true; payload: PushPayload } | { ok: false; problem: string };

/**
 * A push message's bytes as text (`PushMessageData.text()`), or null when it came without data.
 * Anything that is not JSON or breaks the contract's PushPayload is refused with the reason, never
 * shown: a notification the worker cannot read would only say something wrong.
 */
export function readPushPayload(text: string | null): PushReading {
  if (text === null || text === "") return { ok: false, problem: "no data" };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: "not JSON" };
  }
  if (validatePushBody(data)) return { ok: true, payload: data as PushPayload };
  const first = validatePushBody.errors?.[0];
  return { ok: false, problem: first ? `${first.instancePath || "/"} ${first.message ?? first.keyword}` : "not a PushPayload" };
}

/** The worker's words for one message type: `{{amount}}` and `{{ref}}` are filled in. */
export interface PushTexts {
  title: string;
  body: string;
}
/** A language's dictionary for the worker (the push slice's `notification` section). */
export type PushDictionary = Record<PushType, PushTexts> & { reference: string };

const fill = (template: string, values: Record<string, string>): string => template.replace(/\{\{(\w+)\}\}/g, (m, k: string) => values[k] ?? m);

/**
 * Title and body in the player's language: the server's own text when it sent one (this language,
 * else Thai), otherwise the worker's translation of `type` with the amount and the reference.
 */
export function notificationText(payload: PushPayload, locale: PushLocale, dictionary: PushDictionary): PushTexts {
  const own = payload.text?.[locale] ?? payload.text?.th;
  if (own) return { title: own.title, body: own.body };
  const words = dictionary[payload.type];
  const values = { amount: formatAmount(payload.params?.amount ?? null), ref: payload.params?.ref ?? "" };
  const reference = payload.params?.ref ? `\n${fill(dictionary.reference, values)}` : "";
  return { title: fill(words.title, values), body: fill(words.body, values) + reference };
}

/**
 * Where a tap opens the lobby: the payload's path when it is a page of the lobby on the lobby's own
 * origin (`/lobby/...`, not the API or config), otherwise the home page. `base` is the lobby's
 * root (`https://site/lobby/`). Returns the absolute URL and the path inside the app (no `/lobby`),
 * which an open lobby tab's router takes.
 */
export function notificationTarget(path: unknown, base: string): { url: string; appPath: string } {
  const root = new URL(base);
  const home = { url: root.href, appPath: "/" };
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return home;
  let url: URL;
  try {
    url = new URL(path, root);
  } catch {
    return home;
  }
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return home;
  const inside = `/${url.pathname.slice(root.pathname.length)}`;
  if (/^\/(?:api(?:\/|$)|config\.json$)/.test(inside)) return home;
  return { url: url.href, appPath: `${inside}${url.search}${url.hash}` };
}
