// Development only: the mock panel's "Push" section. `npm run dev` runs no lobby worker, so the
// panel registers its own (./push-worker.ts, the lobby worker's push handlers) and delivers any of
// the contract's PushPayload examples to it, or JSON the developer edits: the notification shown is
// the one a pushed message would show (docs/mock-and-journeys.md, "Web Push").
import { PUSH_EXAMPLES } from "./scenarios";
import { devPushMessage } from "./push-message";

/** Served by the dev server as a module (a module service worker: Chromium, Firefox 147+, Safari). */
const WORKER_URL = new URL("./push-worker.ts", import.meta.url);

/** The examples the panel offers: the contract's named payloads (`webhooks.pushMessage`). */
export const pushExamples = (): { name: string; summary: string; payload: unknown }[] =>
  Object.entries(PUSH_EXAMPLES).map(([name, e]) => ({ name, summary: e.summary ?? name, payload: e.value }));

/** The development worker once active (registered once per browser; its own folder is its scope). */
async function devWorker(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  const registration = await container.register(WORKER_URL, { type: "module" });
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!worker) throw new Error("the development push worker did not install");
  if (worker.state !== "activated") {
    await new Promise<void>((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve()));
  }
  return worker;
}

/**
 * Shows a push message's text (its bytes as a push service carries them) as a pushed notification: asks for the notification permission first when this
 * site never asked (the developer's click is the question). Resolves with what happened.
 */
export async function deliverPush(text: string): Promise<string> {
  if (!("serviceWorker" in navigator) || !("Notification" in window)) return "This browser has no service workers or notifications.";
  const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return `Notifications are ${permission} for this site: allow them in the site settings.`;
  (await devWorker(navigator.serviceWorker)).postMessage(devPushMessage(text));
  return "Delivered to the service worker (a message outside the contract shows nothing; see the worker's console).";
}

/** The panel's section: an example, its JSON (editable; sent as typed, so a broken one is refused as a pushed one would be) and "Deliver". */
export function pushSection(): HTMLElement {
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Push");
  section.style.cssText = "border-bottom:1px solid #ddd;margin-bottom:8px;padding-bottom:8px;display:grid;gap:4px;min-width:0";
  const title = document.createElement("strong");
  title.textContent = "Push message";
  const examples = pushExamples();
  const select = document.createElement("select");
  select.setAttribute("aria-label", "Push example");
  select.style.cssText = "width:100%;box-sizing:border-box";
  for (const e of examples) select.append(new Option(`${e.name}: ${e.summary}`, e.name));
  const json = document.createElement("textarea");
  json.setAttribute("aria-label", "Push payload");
  json.rows = 4;
  json.style.cssText = "width:100%;box-sizing:border-box;font:11px monospace";
  const fill = () => (json.value = JSON.stringify(examples.find((e) => e.name === select.value)?.payload ?? {}, null, 1));
  select.onchange = fill;
  fill();
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  status.style.cssText = "color:#555;overflow-wrap:anywhere";
  const deliver = document.createElement("button");
  deliver.textContent = "Deliver to the service worker";
  deliver.onclick = () => {
    status.textContent = "…";
    deliverPush(json.value).then(
      (result) => (status.textContent = result),
      (e: unknown) => (status.textContent = `Failed: ${String(e)}`),
    );
  };
  section.append(title, select, json, deliver, status);
  return section;
}
