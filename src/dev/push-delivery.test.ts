// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { installPush } from "@/app/sw-push";
import { pushExamples } from "./push-delivery";
import { devPushMessage } from "./push-message";

interface Shown {
  title: string;
  options: NotificationOptions;
}

/** A service worker's global scope as far as the push handlers use it, with lobby tabs open at `urls`. */
function fakeWorker(urls: string[]) {
  const shown: Shown[] = [];
  const scope = Object.assign(new EventTarget(), {
    location: new URL("http://lobby.test/lobby/src/dev/push-worker.ts"),
    clients: { matchAll: async () => urls.map((url, i) => ({ url, focused: i === 0 })) },
    caches: { open: async () => ({ match: async () => undefined }), match: async () => undefined },
    fetch: async () => new Response(JSON.stringify({ brand: { manifest: { icons: [{ src: "brands/lagoon/icon-192.png" }] } } })),
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    skipWaiting: async () => undefined,
  });
  /** Dispatches an extendable event and waits for what its handler waits on. */
  const dispatch = async (type: string, fields: object) => {
    const pending: Promise<unknown>[] = [];
    scope.dispatchEvent(Object.assign(new Event(type), fields, { waitUntil: (p: Promise<unknown>) => pending.push(p) }));
    await Promise.all(pending);
  };
  return { scope, shown, dispatch };
}

const push = (text: string) => ({ data: { text: () => text } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe("the mock panel's push delivery", () => {
  it("offers every PushPayload example of the contract", () => {
    expect(pushExamples().map((e) => e.name)).toEqual(["depositCredited", "withdrawalPaid", "withdrawalFailed", "newPromotion", "announcement"]);
  });

  it.each([
    ["http://lobby.test/lobby/", "th"],
    ["http://lobby.test/lobby/en/history", "en"],
    ["http://lobby.test/lobby/cn/", "zh-CN"],
  ])("shows each example as the same pushed message would be shown, with a lobby tab open at %s", async (tab, lang) => {
    // The development worker: the panel's message through the worker's own handlers.
    const dev = fakeWorker([tab]);
    vi.stubGlobal("self", dev.scope);
    await import("./push-worker");
    // The lobby worker: a push event carrying the same bytes.
    const lobby = fakeWorker([tab]);
    installPush(lobby.scope as unknown as ServiceWorkerGlobalScope);

    for (const example of pushExamples()) {
      const text = JSON.stringify(example.payload);
      await dev.dispatch("message", { data: devPushMessage(text) });
      await lobby.dispatch("push", push(text));
    }
    expect(dev.shown).toHaveLength(5);
    expect(dev.shown).toEqual(lobby.shown);
    dev.shown.forEach((n, i) => {
      const path = (pushExamples()[i]!.payload as { path?: string }).path ?? null;
      expect(n.options).toMatchObject({ lang, icon: "http://lobby.test/lobby/brands/lagoon/icon-192.png", data: { path } });
    });
    const deposit = dev.shown[0]!;
    expect({ th: "เงินฝากเข้าแล้ว", en: "Deposit credited", "zh-CN": "存款已到账" }[lang]).toBe(deposit.title);
    expect(deposit.options.body).toContain("500.00");
    expect(deposit.options.body).toContain("DP-LIVE-9401");
  });

  it("a message outside the contract shows nothing and is logged; a message that is not the panel's is ignored", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const dev = fakeWorker(["http://lobby.test/lobby/"]);
    vi.stubGlobal("self", dev.scope);
    await import("./push-worker");
    await dev.dispatch("message", { data: devPushMessage('{"type":"jackpot"}') });
    await dev.dispatch("message", { data: devPushMessage("not json") });
    await dev.dispatch("message", { data: { type: "SKIP_WAITING", text: JSON.stringify(pushExamples()[0]!.payload) } });
    expect(dev.shown).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining("[push] message not shown: /type"),
      "[push] message not shown: not JSON",
    ]);
  });
});
