import { allSettled, fork } from "effector";
import { beforeEach, describe, expect, it } from "vitest";
import type { PushSubscriptionBody } from "@/shared/api/push";
import { PUSH_KEY } from "@/shared/api/push-record";
import { $dialog } from "@/shared/notify";
import { forgetSubscriptionFx, saveSubscriptionFx } from "../api/push-subscriptions";
import {
  $device,
  $failure,
  $promptOpen,
  askPermissionFx,
  promptAnswered,
  promptOffered,
  pushOpened,
  readDeviceFx,
  storeLocaleFx,
  subscribeFx,
  switchChanged,
  type DeviceState,
  type Permission,
} from "./push";
import { unsubscribeFx } from "./push-host";

const subscription: PushSubscriptionBody = {
  endpoint: "https://push.example/send/device-1",
  keys: { p256dh: "BNt_0Eoz_YWJ5eYFtEfdfPg-bIHeMUjYFmxrB2EyxNKVrONr6enSgtuMcV4LiE0MO7NjCcjzEwYpe1bsi4xz9Pc", auth: "QKJizNJVG9zoLq624qgL3w" },
};

/** A device (browser permission, subscription) and a server, recorded. */
function setup({ permission = "default" as Permission, answer = "granted" as Permission, subscribed = false, supported = true, saveFails = false } = {}) {
  const calls = { asked: 0, subscribed: 0, saved: [] as PushSubscriptionBody[], forgotten: [] as unknown[], unsubscribed: 0, locale: [] as string[] };
  let live = subscribed;
  const device = (): DeviceState => ({
    supported,
    permission,
    subscribed: live,
    answered: (JSON.parse(localStorage.getItem(PUSH_KEY) ?? "{}") as { answered?: boolean }).answered === true,
  });
  const scope = fork({
    handlers: [
      [readDeviceFx, async () => device()],
      [
        askPermissionFx,
        async () => {
          calls.asked++;
          permission = answer;
          return answer;
        },
      ],
      [
        subscribeFx,
        async () => {
          calls.subscribed++;
          live = true;
          return subscription;
        },
      ],
      [
        saveSubscriptionFx,
        async (body: PushSubscriptionBody) => {
          calls.saved.push(body);
          if (saveFails) throw new Error("500");
        },
      ],
      [
        unsubscribeFx,
        async () => {
          const had = live;
          live = false;
          if (had) calls.unsubscribed++;
          return had ? subscription.endpoint : null;
        },
      ],
      [forgetSubscriptionFx, async (p: unknown) => void calls.forgotten.push(p)],
      [storeLocaleFx, async (l: string) => void calls.locale.push(l)],
    ],
  });
  return { scope, calls };
}

beforeEach(() => localStorage.clear());

describe("the notifications switch", () => {
  it("opening it reads the device and asks nothing; on asks the browser, subscribes and sends the subscription", async () => {
    const { scope, calls } = setup();
    await allSettled(pushOpened, { scope, params: "en" });
    expect(calls.asked).toBe(0);
    expect(scope.getState($device)).toMatchObject({ supported: true, permission: "default", subscribed: false });

    await allSettled(switchChanged, { scope, params: true });
    expect(calls).toMatchObject({ asked: 1, subscribed: 1, saved: [subscription], locale: ["en"] });
    expect(scope.getState($device)).toMatchObject({ permission: "granted", subscribed: true });
    expect(JSON.parse(localStorage.getItem(PUSH_KEY) ?? "{}")).toMatchObject({ endpoint: subscription.endpoint });
  });

  it("a denied permission: nothing subscribed or sent, and never asked again", async () => {
    const { scope, calls } = setup({ answer: "denied" });
    await allSettled(pushOpened, { scope, params: "th" });
    await allSettled(switchChanged, { scope, params: true });
    expect(scope.getState($device)).toMatchObject({ permission: "denied", subscribed: false });
    await allSettled(switchChanged, { scope, params: true });
    expect(calls).toMatchObject({ asked: 1, subscribed: 0, saved: [] });
  });

  it("a browser that denied before is not asked at all", async () => {
    const { scope, calls } = setup({ permission: "denied" });
    await allSettled(pushOpened, { scope, params: "th" });
    await allSettled(switchChanged, { scope, params: true });
    expect(calls.asked).toBe(0);
  });

  it("a refused save leaves the device unsubscribed and says so", async () => {
    const { scope, calls } = setup({ saveFails: true });
    await allSettled(pushOpened, { scope, params: "th" });
    await allSettled(switchChanged, { scope, params: true });
    expect(calls.unsubscribed).toBe(1);
    expect(scope.getState($device)?.subscribed).toBe(false);
    expect(scope.getState($failure)).toBe("failed");
  });

  it("opening the member centre with notifications on keeps the worker's language current", async () => {
    const { scope, calls } = setup({ permission: "granted", subscribed: true });
    await allSettled(pushOpened, { scope, params: "cn" });
    expect(calls.locale).toEqual(["cn"]);
    const off = setup();
    await allSettled(pushOpened, { scope: off.scope, params: "cn" });
    expect(off.calls.locale).toEqual([]);
  });

  it("off unsubscribes the device and has the server forget its endpoint", async () => {
    const { scope, calls } = setup({ permission: "granted", subscribed: true });
    await allSettled(pushOpened, { scope, params: "th" });
    await allSettled(switchChanged, { scope, params: false });
    expect(calls.unsubscribed).toBe(1);
    expect(calls.forgotten).toEqual([{ endpoint: subscription.endpoint }]);
    expect(scope.getState($device)?.subscribed).toBe(false);
  });

  it("a tap burst on the switch sends one subscription", async () => {
    const { scope, calls } = setup();
    await allSettled(pushOpened, { scope, params: "th" });
    await Promise.all([1, 2, 3].map(() => allSettled(switchChanged, { scope, params: true })));
    expect(calls.saved).toHaveLength(1);
  });
});

describe("the question after a completed deposit", () => {
  it("opens only once the deposit's result dialog is closed; not now is kept for this device and asks the browser nothing", async () => {
    const { scope, calls } = setup();
    await allSettled($dialog, { scope, params: { tone: "success", message: "ok" } as never });
    await allSettled(promptOffered, { scope });
    expect(scope.getState($promptOpen)).toBe(false);
    await allSettled($dialog, { scope, params: null });
    expect(scope.getState($promptOpen)).toBe(true);

    await allSettled(promptAnswered, { scope, params: false });
    expect(scope.getState($promptOpen)).toBe(false);
    expect(calls.asked).toBe(0);
    expect(JSON.parse(localStorage.getItem(PUSH_KEY) ?? "{}")).toMatchObject({ answered: true });

    await allSettled(promptOffered, { scope });
    expect(scope.getState($promptOpen)).toBe(false);
    // A new visit on the same device (a new scope) does not ask either.
    const next = setup();
    await allSettled(promptOffered, { scope: next.scope });
    expect(next.scope.getState($promptOpen)).toBe(false);
  });

  it("yes asks the browser, then subscribes", async () => {
    const { scope, calls } = setup();
    await allSettled(promptOffered, { scope });
    await allSettled(promptAnswered, { scope, params: true });
    expect(calls).toMatchObject({ asked: 1, saved: [subscription] });
    expect(scope.getState($promptOpen)).toBe(false);
  });

  it("yes, then the browser refuses: a dialog says how to allow it later, and the browser is not asked again", async () => {
    const { scope, calls } = setup({ answer: "denied" });
    await allSettled(promptOffered, { scope });
    await allSettled(promptAnswered, { scope, params: true });
    expect(scope.getState($dialog)).toMatchObject({ tone: "warning" });
    expect(calls).toMatchObject({ asked: 1, subscribed: 0, saved: [] });
    await allSettled(promptOffered, { scope });
    expect(scope.getState($promptOpen)).toBe(false);
    expect(calls.asked).toBe(1);
  });

  it("the switch's refusal opens no dialog (the switch explains it under itself)", async () => {
    const { scope } = setup({ answer: "denied" });
    await allSettled(promptOffered, { scope });
    await allSettled(promptAnswered, { scope, params: false });
    await allSettled(pushOpened, { scope, params: "th" });
    await allSettled(switchChanged, { scope, params: true });
    expect(scope.getState($device)?.permission).toBe("denied");
    expect(scope.getState($dialog)).toBeNull();
  });

  it.each([
    ["the browser denied before", { permission: "denied" as Permission }],
    ["the device is already subscribed", { permission: "granted" as Permission, subscribed: true }],
    ["the browser cannot receive", { supported: false }],
  ])("never opens when %s", async (_name, device) => {
    const { scope } = setup(device);
    await allSettled(promptOffered, { scope });
    expect(scope.getState($promptOpen)).toBe(false);
  });
});
