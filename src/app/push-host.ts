import { createElement, lazy, Suspense, useEffect, useState } from "react";
import type { Event } from "effector";
import { PUSH_KEY, type PushDeviceRecord } from "@/shared/api/push";
import { getRuntimeConfig } from "@/shared/config";

/**
 * Web Push for members (docs/architecture.md, "Web Push"), in the members' lazy chunk with the money
 * hosts: none of this reaches a guest, and the push feature itself loads only when the member centre's
 * switch or the question after a deposit is on screen. Here: when to ask, the logout that makes the
 * server forget this device, and a tapped notification's path for a lobby tab that is already open.
 *
 * Its imports are kept to React and the two push modules: the session, the router and the deposit's
 * event come in from the root shell, and the little state is plain. A chunk of its own that reaches
 * effector, effector-react or the router re-splits the first screen's chunks (measured +0.5 to
 * +1.2 kB gzip on the guest home); this one leaves them as they are.
 */
const PushPrompt = lazy(() => import("@/features/push").then((m) => ({ default: m.PushPrompt })));

/** Config has a VAPID key: otherwise no push UI at all (the switch explains a browser that cannot receive). */
export const pushConfigured = (): boolean => Boolean(getRuntimeConfig().push?.vapidPublicKey);
const pushAvailable = (): boolean => pushConfigured() && "serviceWorker" in navigator && "PushManager" in globalThis && "Notification" in globalThis;
function record(): PushDeviceRecord {
  try {
    return (JSON.parse(localStorage.getItem(PUSH_KEY) ?? "{}") as PushDeviceRecord | null) ?? {};
  } catch {
    return {};
  }
}

/** How many times the question was wanted this session (the prompt re-checks the device each time). */
let offers = 0;
const listeners = new Set<(n: number) => void>();
const setOffers = (n: number) => {
  offers = n;
  for (const l of listeners) l(n);
};

/** How many times the question was wanted so far (tests read it; the host renders from it). */
export const pushOffers = (): number => offers;

/** A deposit completed: ask once per device, while the browser has not been asked either. */
export function depositCredited(): void {
  if (pushAvailable() && Notification.permission === "default" && record().answered !== true) setOffers(offers + 1);
}

/** At logout on a device that sent a subscription: the push feature forgets it, with the member's last token. */
export async function forgetAtLogout(token: string | null): Promise<void> {
  if (!record().endpoint) return;
  const push = await import("@/features/push");
  await push.logoutForgetFx(token);
}

let connected = false;
/** The member's token, kept past logout for the one call that needs it then (PushHost keeps it current). */
let lastToken: string | null = null;
/**
 * Wires the session and the deposit in once (the members' chunk loads once per page). Event watchers
 * hear the app's scope too; store values come in through PushHost's props.
 */
export function connectPushHost({ loggedOut, depositCompleted }: { loggedOut: Event<void>; depositCompleted: Event<number> }): void {
  if (connected) return;
  connected = true;
  loggedOut.watch(() => {
    setOffers(0);
    void forgetAtLogout(lastToken).catch(() => undefined);
  });
  depositCompleted.watch(depositCredited);
}

export function PushHost({ token, navigate }: { token: string | null; navigate: (to: string) => void }) {
  if (token !== null) lastToken = token;
  const [count, setCount] = useState(offers);
  useEffect(() => {
    listeners.add(setCount);
    return () => void listeners.delete(setCount);
  }, []);
  // A tap on a notification while this tab is open: the worker focused it and sends the path.
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type === "PUSH_OPEN" && typeof data.path === "string" && data.path.startsWith("/")) navigate(data.path);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);
  return count > 0 ? createElement(Suspense, { fallback: null }, createElement(PushPrompt, { offer: count })) : null;
}
