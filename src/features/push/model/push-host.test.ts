import { allSettled, fork, type Scope } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $session, loggedOut, storageChanged } from "@/entities/session";
import { PUSH_KEY } from "@/shared/api/push-record";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { forgetSubscriptionFx } from "../api/push-subscriptions";
import { $offers, depositCredited, hostStarted, notificationOpened, unsubscribeFx } from "./push-host";

const VAPID = "BNt_0Eoz_YWJ5eYFtEfdfPg-bIHeMUjYFmxrB2EyxNKVrONr6enSgtuMcV4LiE0MO7NjCcjzEwYpe1bsi4xz9Pc";
const ENDPOINT = "https://push.example/send/device-1";

/** The service worker container the page listens on for a tapped notification (jsdom has none). */
let worker: EventTarget;
/** A browser that can receive push, with the permission given (jsdom has none of it). */
function browser(permission: NotificationPermission) {
  vi.stubGlobal("Notification", { permission });
  vi.stubGlobal("PushManager", class {});
}

/** A logged-in member's scope with the server and the browser's subscription recorded. */
function member(token = "member-token") {
  const calls = { unsubscribed: 0, forgotten: [] as unknown[] };
  const scope = fork({
    values: [[$session, { token, expiresAt: Date.now() + 3_600_000 }]],
    handlers: [
      [unsubscribeFx, async () => (calls.unsubscribed++, ENDPOINT)],
      [forgetSubscriptionFx, async (p: unknown) => void calls.forgotten.push(p)],
    ],
  });
  return { scope, calls };
}

const opened = (scope: Scope) => {
  const paths: string[] = [];
  notificationOpened.watch((p) => paths.push(p));
  return { paths, scope };
};
const workerSays = (data: unknown) => worker.dispatchEvent(new MessageEvent("message", { data }));

beforeEach(() => {
  localStorage.clear();
  worker = new EventTarget();
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: worker });
  setRuntimeConfig(shippedConfig({ push: { vapidPublicKey: VAPID } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("the question after a completed deposit", () => {
  it("is wanted after each completed deposit on a device that can be asked, never before, and not after logout", async () => {
    browser("default");
    const { scope } = member();
    await allSettled(hostStarted, { scope });
    expect(scope.getState($offers)).toBe(0);
    await allSettled(depositCredited, { scope, params: 500 });
    expect(scope.getState($offers)).toBe(1);
    await allSettled(depositCredited, { scope, params: 300 });
    expect(scope.getState($offers)).toBe(2);
    await allSettled(loggedOut, { scope });
    expect(scope.getState($offers)).toBe(0);
  });

  it.each([
    ["the device answered before", "default", { answered: true }, VAPID],
    ["the browser was asked before", "granted", {}, VAPID],
    ["the browser denied", "denied", {}, VAPID],
    ["config.json has no VAPID key", "default", {}, null],
  ] as const)("is not wanted when %s", async (_name, permission, record, key) => {
    browser(permission);
    localStorage.setItem(PUSH_KEY, JSON.stringify(record));
    setRuntimeConfig(shippedConfig({ push: key ? { vapidPublicKey: key } : null }));
    const { scope } = member();
    await allSettled(depositCredited, { scope, params: 500 });
    expect(scope.getState($offers)).toBe(0);
  });

  it("is not wanted in a browser without push", async () => {
    vi.stubGlobal("Notification", { permission: "default" });
    const { scope } = member();
    await allSettled(depositCredited, { scope, params: 500 });
    expect(scope.getState($offers)).toBe(0);
  });
});

describe("logout", () => {
  it("cancels a subscribed device and has the server forget it with the member's token; the token does not outlive the logout", async () => {
    localStorage.setItem(PUSH_KEY, JSON.stringify({ answered: true, endpoint: ENDPOINT }));
    const { scope, calls } = member();
    await allSettled(hostStarted, { scope });
    await allSettled(loggedOut, { scope });
    expect(calls.unsubscribed).toBe(1);
    expect(calls.forgotten).toEqual([{ endpoint: ENDPOINT, token: "member-token" }]);
    // The answer to the question stays with the device; the endpoint does not.
    expect(JSON.parse(localStorage.getItem(PUSH_KEY) ?? "{}")).toEqual({ answered: true, endpoint: null });

    // Another logout later (another tab's, with a subscription seen again): no token is left to send.
    localStorage.setItem(PUSH_KEY, JSON.stringify({ endpoint: ENDPOINT }));
    await allSettled(storageChanged, { scope, params: null });
    await allSettled(loggedOut, { scope });
    expect(calls.forgotten).toHaveLength(1);
  });

  it("a second member on the same page: the server forgets the device with that member's token", async () => {
    localStorage.setItem(PUSH_KEY, JSON.stringify({ endpoint: ENDPOINT }));
    const { scope, calls } = member("first-token");
    await allSettled(hostStarted, { scope });
    await allSettled(loggedOut, { scope });
    await allSettled($session, { scope, params: { token: "second-token", expiresAt: Date.now() + 3_600_000 } });
    localStorage.setItem(PUSH_KEY, JSON.stringify({ endpoint: ENDPOINT }));
    await allSettled(loggedOut, { scope });
    expect(calls.forgotten).toEqual([
      { endpoint: ENDPOINT, token: "first-token" },
      { endpoint: ENDPOINT, token: "second-token" },
    ]);
  });

  it("a device that never sent a subscription asks the browser and the server nothing", async () => {
    const { scope, calls } = member();
    await allSettled(hostStarted, { scope });
    await allSettled(loggedOut, { scope });
    expect(calls).toEqual({ unsubscribed: 0, forgotten: [] });
  });
});

describe("a notification tapped while this tab is open", () => {
  it("takes the worker's path inside the app, once however often the host starts, and only while a member is here (again after the next login)", async () => {
    const { scope, paths } = opened(member().scope);
    await allSettled(hostStarted, { scope });
    await allSettled(hostStarted, { scope });
    workerSays({ type: "PUSH_OPEN", path: "/en/history" });
    expect(paths).toEqual(["/en/history"]);

    // Not the worker's message, or not a path inside this origin: nothing.
    workerSays({ type: "PUSH_OPEN", path: "//evil.example/x" });
    workerSays({ type: "PUSH_OPEN", path: "https://evil.example/" });
    workerSays({ type: "SKIP_WAITING", path: "/history" });
    workerSays(null);
    expect(paths).toEqual(["/en/history"]);

    await allSettled(loggedOut, { scope });
    workerSays({ type: "PUSH_OPEN", path: "/history" });
    expect(paths).toEqual(["/en/history"]);
    // The next login on this page listens again.
    await allSettled(hostStarted, { scope });
    workerSays({ type: "PUSH_OPEN", path: "/history" });
    expect(paths).toEqual(["/en/history", "/history"]);
  });
});
