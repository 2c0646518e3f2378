import { attach, combine, createEffect, createEvent, createStore, sample } from "effector";
import type { PushLocale, PushSubscriptionBody } from "@/shared/api/push";
import { PUSH_CACHE, PUSH_LOCALE_URL } from "@/shared/api/push-record";
import { getRuntimeConfig } from "@/shared/config";
import { $dialog } from "@/shared/notify";
import { createMessageEffects } from "@/shared/notify/translated";
import { loggedOut } from "@/entities/session";
import { forgetSubscriptionFx, saveSubscriptionFx } from "../api/push-subscriptions";
import { base64UrlToBytes, readRecord, writeRecord } from "../lib/device-record";
// The device-forgetting effects live with the members' host (push-host.ts); the switch uses them too.
import { logoutForgetFx, unsubscribeFx } from "./push-host";

/**
 * Web Push opt-in (docs/product-decisions.md, "Notifications"): only from the member centre's switch
 * or "yes" to the lobby's own question after a completed deposit; the browser's permission prompt only
 * after that yes; a denied permission is explained, never asked again; the question's answer is kept
 * per device. The browser's parts are effects of their own, so the model runs in fork() scopes.
 */

export type Permission = "default" | "granted" | "denied";
export interface DeviceState {
  /** Runtime config has a VAPID key and the browser has service workers, PushManager and Notification. */
  supported: boolean;
  permission: Permission;
  /** This device has a push subscription. */
  subscribed: boolean;
  answered: boolean;
}

// ---- the browser and the server, one effect each (replaced in tests) ----
const vapidKey = (): string | null => getRuntimeConfig().push?.vapidPublicKey ?? null;
const registration = () => navigator.serviceWorker.ready;
/** How long the switch waits for the service worker before saying this browser cannot receive. */
const WORKER_WAIT_MS = 5_000;

export const readDeviceFx = createEffect(async (): Promise<DeviceState> => {
  const supported = vapidKey() !== null && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  const record = readRecord();
  if (!supported) return { supported, permission: "default", subscribed: false, answered: record.answered === true };
  // A worker that never becomes ready (blocked, failed to install) means this browser cannot receive.
  const ready = await Promise.race([registration(), new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))]);
  if (!ready) return { supported: false, permission: "default", subscribed: false, answered: record.answered === true };
  const subscription = await ready.pushManager.getSubscription();
  return { supported, permission: Notification.permission, subscribed: subscription !== null, answered: record.answered === true };
});
export const askPermissionFx = createEffect((): Promise<Permission> => Notification.requestPermission());
export const subscribeFx = createEffect(async (): Promise<PushSubscriptionBody> => {
  const key = vapidKey();
  if (!key) throw new Error("no VAPID key in config.json");
  const subscription = await (await registration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) });
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? "", keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
});
/** The worker shows notifications in this language while no lobby tab is open. */
export const storeLocaleFx = createEffect(async (locale: PushLocale) => {
  await (await caches.open(PUSH_CACHE)).put(PUSH_LOCALE_URL, new Response(locale));
});
const rememberFx = createEffect(writeRecord);

// ---- state ----
/** The switch or the question is on screen: read the device once. */
export const pushOpened = createEvent<PushLocale>();
export const switchChanged = createEvent<boolean>();
/** A deposit completed: ask, if this device never answered and can. */
export const promptOffered = createEvent();
export const promptAnswered = createEvent<boolean>();

export const $device = createStore<DeviceState | null>(null).on(readDeviceFx.doneData, (_, d) => d);
const $locale = createStore<PushLocale>("th").on(pushOpened, (_, l) => l);
/** What went wrong last: the switch shows it under the switch. */
export const $failure = createStore<"failed" | "offFailed" | null>(null).reset(switchChanged, promptAnswered);

const turnOnFx = attach({
  source: $locale,
  effect: createEffect(async (locale: PushLocale): Promise<Permission> => {
    const permission = await askPermissionFx();
    if (permission !== "granted") return permission;
    const body = await subscribeFx();
    try {
      await saveSubscriptionFx(body);
    } catch (e) {
      // The server does not know this device: it must not keep receiving.
      await unsubscribeFx().catch(() => null);
      throw e;
    }
    writeRecord({ endpoint: body.endpoint });
    await storeLocaleFx(locale).catch(() => undefined);
    return permission;
  }),
});
const turnOffFx = createEffect(async () => {
  const endpoint = (await unsubscribeFx()) ?? readRecord().endpoint ?? null;
  writeRecord({ endpoint: null });
  if (endpoint) await forgetSubscriptionFx({ endpoint });
});

export const $busy = combine(turnOnFx.pending, turnOffFx.pending, (on, off) => on || off);
$device
  .on(turnOnFx.doneData, (d, permission) => d && { ...d, permission, subscribed: permission === "granted" })
  .on(turnOnFx.fail, (d) => d && { ...d, subscribed: false })
  .on(turnOffFx.finally, (d) => d && { ...d, subscribed: false });
$failure.on(turnOnFx.fail, () => "failed").on(turnOffFx.fail, () => "offFailed");

sample({ clock: pushOpened, target: readDeviceFx });
// With notifications on, the member centre in another language updates the worker's language too.
sample({ clock: readDeviceFx.doneData, source: $locale, filter: (_, d) => d.subscribed, target: storeLocaleFx });

/** The switch: on asks (unless denied), off forgets. Nothing while a change is under way. */
sample({
  clock: switchChanged,
  source: { device: $device, busy: $busy },
  filter: ({ device, busy }, on) => on && !busy && device?.supported === true && device.permission !== "denied",
  target: turnOnFx,
});
sample({
  clock: switchChanged,
  source: { device: $device, busy: $busy },
  filter: ({ device, busy }, on) => !on && !busy && device?.subscribed === true,
  target: turnOffFx,
});

// ---- the soft question after a completed deposit ----
const $promptWanted = createStore(false);
const promptChecked = sample({
  clock: readDeviceFx.doneData,
  source: $promptWanted,
  filter: (wanted, d) => wanted && !(d.supported && d.permission === "default" && !d.answered && !d.subscribed),
});
$promptWanted.on(promptOffered, () => true).reset(promptChecked, promptAnswered, loggedOut);
sample({ clock: promptOffered, target: readDeviceFx });
/** On screen once the device can be asked and no other dialog (the deposit's result) is open. */
export const $promptOpen = combine($promptWanted, $device, $dialog, (wanted, d, dialog) =>
  Boolean(wanted && d && d.supported && d.permission === "default" && !d.answered && !d.subscribed && dialog === null),
);
sample({ clock: promptAnswered, fn: () => ({ answered: true }), target: rememberFx });
$device.on(promptAnswered, (d) => d && { ...d, answered: true });
sample({ clock: promptAnswered, filter: (yes) => yes, target: turnOnFx });
/**
 * "Yes", then the browser refused (or the subscription failed): the question is closed and no switch
 * is on screen, so a dialog says so and how to allow it later; the browser is never asked again.
 */
const { dialogFx } = createMessageEffects("push");
/** The turn-on under way came from the question (the switch shows its own note under itself). */
const $askedFromPrompt = createStore(false)
  .on(promptAnswered, (_, yes) => yes)
  .reset(switchChanged);
sample({
  clock: turnOnFx.doneData,
  source: $askedFromPrompt,
  filter: (fromPrompt, permission) => fromPrompt && permission !== "granted",
  fn: () => ({ tone: "warning" as const, titleKey: "prompt.deniedTitle", key: "prompt.denied" }),
  target: dialogFx,
});
sample({ clock: turnOnFx.fail, source: $askedFromPrompt, filter: Boolean, fn: () => ({ tone: "error" as const, key: "switch.failed" }), target: dialogFx });
$device.on(logoutForgetFx.finally, (d) => d && { ...d, subscribed: false });
