import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** web-vitals, replaced: each metric reports once, as soon as it is asked for. */
vi.mock("web-vitals/attribution", () => {
  const metric = (name: string, value: number) => (report: (m: unknown) => void) =>
    report({ name, value, rating: "good", navigationType: "navigate", attribution: { loadState: "complete" } });
  return { onLCP: metric("LCP", 1200), onINP: metric("INP", 80), onCLS: metric("CLS", 0.01), onFCP: metric("FCP", 900), onTTFB: metric("TTFB", 200) };
});

const COLLECTOR = "https://otel.example/v1/logs";
type Sent = { url: string; init: RequestInit };

/** A fresh page view: the faults list is module state, the reporter a scope of its own. */
async function start(vitalsSampleRate = 0) {
  vi.resetModules();
  const { faults } = await import("@/shared/lib/faults");
  const { startFieldReports } = await import("./index");
  const { fork } = await import("effector");
  return { faults, startFieldReports: () => startFieldReports({ collectorUrl: COLLECTOR, vitalsSampleRate }, fork()) };
}

describe("field reports in the page", () => {
  const sent: Sent[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit) => {
        sent.push({ url, init });
        return Promise.resolve(new Response("{}"));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const bodies = () => sent.map(({ init }) => String(init.body)).join("\n");

  it("sends the faults shown before it loaded and after, in one keep-alive request when the page hides", async () => {
    const { faults, startFieldReports } = await start();
    faults.push(["region", "game-grid", new TypeError("cannot read flags of 0812345678")]);
    startFieldReports();
    faults.push(["unknown-outcome", "deposit", new Error("timeout")]);
    expect(faults).toHaveLength(0);
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(COLLECTOR);
    expect(sent[0]!.init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit", headers: { "Content-Type": "application/json" } });
    expect(bodies()).toContain("region game-grid: cannot read flags of [number]");
    expect(bodies()).toContain("unknown-outcome deposit: timeout");
    expect(bodies()).not.toContain("0812345678");
  });

  it("reports uncaught errors and rejections, and a failed import as a chunk", async () => {
    const { startFieldReports } = await start();
    startFieldReports();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom"), message: "boom" }));
    const rejection = new Event("unhandledrejection") as Event & { reason?: unknown };
    rejection.reason = new Error("nope");
    window.dispatchEvent(rejection);
    const preload = new Event("vite:preloadError") as Event & { payload?: unknown };
    preload.payload = new TypeError("Failed to fetch dynamically imported module: /lobby/assets/x.js");
    window.dispatchEvent(preload);
    window.dispatchEvent(new Event("pagehide"));
    expect(bodies()).toContain('"lobby.error"');
    expect(bodies()).toContain('"lobby.rejection"');
    expect(bodies()).toContain("chunk import: Failed to fetch dynamically imported module");
  });

  it("reports the uncaught errors and rejections the boot script kept before it loaded, then sets the list aside", async () => {
    const { startFieldReports } = await start();
    const rejection = new Event("unhandledrejection") as Event & { reason?: unknown };
    rejection.reason = new Error("early rejection");
    window.__lobbyErrors = [new ErrorEvent("error", { error: new Error("early boom"), message: "early boom" }), rejection];
    startFieldReports();
    expect(window.__lobbyErrors).toBeUndefined();
    window.dispatchEvent(new Event("pagehide"));
    expect(bodies()).toContain("error window: early boom");
    expect(bodies()).toContain("rejection window: early rejection");
  });

  it("reports the reload for a failed chunk that happened before this page view, once", async () => {
    sessionStorage.setItem("lobby.chunk-reload-at", String(Date.now() - 1000));
    const first = await start();
    first.startFieldReports();
    window.dispatchEvent(new Event("pagehide"));
    expect(bodies()).toContain("a chunk failed to load: the page reloaded");
    sent.length = 0;
    const second = await start();
    second.startFieldReports();
    second.faults.push(["page", "route", new Error("x")]);
    window.dispatchEvent(new Event("pagehide"));
    expect(bodies()).not.toContain("the page reloaded");
    sessionStorage.clear();
  });

  it("sends Web Vitals only from a sampled page view, loading their code only then", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const unsampled = await start(0.1);
    unsampled.startFieldReports();
    unsampled.faults.push(["page", "route", new Error("x")]);
    window.dispatchEvent(new Event("pagehide"));
    expect(bodies()).not.toContain("lobby.vital");

    sent.length = 0;
    const sampled = await start(0.6);
    sampled.startFieldReports();
    await vi.waitFor(() => {
      window.dispatchEvent(new Event("pagehide"));
      expect(bodies()).toContain('"lobby.vital.name","value":{"stringValue":"TTFB"}');
    });
    for (const name of ["LCP", "INP", "CLS", "FCP"]) expect(bodies()).toContain(`"lobby.vital.name","value":{"stringValue":"${name}"}`);
  });
});
