import { createEffect, createEvent, createStore, sample, scopeBind } from "effector";
import { $token, loggedOut } from "@/entities/session";
import { getRuntimeConfig } from "@/shared/config";
import { forgetSubscriptionFx } from "../api/push-subscriptions";
import { readRecord, writeRecord } from "../lib/device-record";

/**
 * Web Push for a member, the part that lives as long as the session (docs/architecture.md, "Web
 * Push"): when to ask after a deposit, the logout that makes the server forget this device, and a
 * tapped notification's path for a lobby tab that is already open. It is in the members' lazy chunk
 * (`host.ts`, loaded by the app shell after login): a guest never downloads it. The switch and the
 * question themselves (push.ts, ui/) load only when one of them is on screen.
 */

/** Config has a VAPID key: otherwise no push UI at all (the switch explains a browser that cannot receive). */
export const pushConfigured = (): boolean => Boolean(getRuntimeConfig().push?.vapidPublicKey);
const pushAvailable = (): boolean => pushConfigured() && "serviceWorker" in navigator && "PushManager" in globalThis && "Notification" in globalThis;

// ---- the browser and the server (replaced in tests) ----
const registration = () => navigator.serviceWorker.ready;
/** This device's subscription is cancelled in the browser; its endpoint, or null when it had none. */
export const unsubscribeFx = createEffect(async (): Promise<string | null> => {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
});
/** The question may be asked: push is configured and possible, the browser was never asked, the device never answered. */
export const mayAskFx = createEffect((): boolean => pushAvailable() && Notification.permission === "default" && readRecord().answered !== true);
/** Listens for the worker's "a notification was tapped" message; returns how to stop. */
export const listenFx = createEffect((): (() => void) => {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const opened = scopeBind(notificationOpened, { safe: true });
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type === "PUSH_OPEN" && typeof data.path === "string" && data.path.startsWith("/") && !data.path.startsWith("//")) opened(data.path);
  };
  navigator.serviceWorker.addEventListener("message", onMessage);
  return () => navigator.serviceWorker.removeEventListener("message", onMessage);
});
const stopListeningFx = createEffect((stop: () => void) => stop());

// ---- events ----
/** The members' host is on screen (once per session; again after a later login). */
export const hostStarted = createEvent();
/** A deposit completed (the app shell connects the deposit feature's event). */
export const depositCredited = createEvent<number>();
/** A notification was tapped while this tab was open: the worker focused the tab and sent the path inside the app. */
export const notificationOpened = createEvent<string>();

// ---- the question after a completed deposit ----
/** How many times the question was wanted this session (the prompt re-reads the device each time). */
export const $offers = createStore(0).reset(loggedOut);
sample({ clock: depositCredited, target: mayAskFx });
$offers.on(mayAskFx.doneData, (n, may) => (may ? n + 1 : n));

// ---- a tapped notification in an open tab ----
const $stopListening = createStore<(() => void) | null>(null, { serialize: "ignore" }).on(listenFx.doneData, (_, stop) => stop);
sample({ clock: hostStarted, source: $stopListening, filter: (stop) => stop === null, target: listenFx });
sample({ clock: loggedOut, source: $stopListening, filter: (stop): stop is () => void => stop !== null, target: stopListeningFx });
$stopListening.reset(stopListeningFx);

// ---- logout: the server forgets this device, which stops receiving (a shared phone) ----
/**
 * The member's token while logged in, for the one call logout makes without a session; forgotten
 * the moment that call starts (or at logout on a device that sent no subscription).
 */
const $memberToken = createStore<string | null>(null, { serialize: "ignore" });
sample({ clock: [hostStarted, $token.updates], source: $token, filter: (token): token is string => token !== null, target: $memberToken });

/** On a device that sent a subscription (PUSH_KEY's endpoint): cancel it here and have the server forget it. */
export const logoutForgetFx = createEffect(async (token: string | null) => {
  if (!readRecord().endpoint) return;
  const endpoint = (await unsubscribeFx().catch(() => null)) ?? readRecord().endpoint ?? null;
  writeRecord({ endpoint: null });
  if (endpoint && token) await forgetSubscriptionFx({ endpoint, token });
});
sample({ clock: loggedOut, source: $memberToken, target: logoutForgetFx });
$memberToken.reset(logoutForgetFx);
