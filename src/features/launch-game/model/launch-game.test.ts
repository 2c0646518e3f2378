import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $session } from "@/entities/session";
import { setRuntimeConfig, type RuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { requestLaunchFx } from "../api/launch-game";
import {
  $frame,
  $notice,
  frameClosed,
  frameUrlAllowed,
  gameFrameSandbox,
  launchNoticeFx,
  logLaunchFailureFx,
  markPlayedFx,
  playRequested,
  readCreditFx,
  trialRequested,
} from "./launch-game";

/** The config.json that ships with the app, as the mock serves it (trial page /lobby/game-frame.html), plus a provider origin. */
const config: RuntimeConfig = shippedConfig({ trialPageUrl: "/lobby/game-frame.html", gameFrameOrigins: ["'self'", "https://games.example"] });

const game = { provider: "pgsoft", code: "mahjong-ways", title: "มาจองเวย์" };
const member = { token: "t", expiresAt: Date.now() + 60_000 };

function setup({
  credit = 500 as number | null,
  launch = { success: true, url: "/lobby/game-frame.html?x=1" } as { success: boolean; url?: string; msg?: string; code?: string },
} = {}) {
  const calls = { launch: 0, logged: [] as unknown[], played: [] as unknown[], told: [] as unknown[] };
  const scope = fork({
    values: [[$session, member]],
    handlers: [
      [readCreditFx, async () => credit],
      [
        requestLaunchFx,
        async () => {
          calls.launch += 1;
          return launch;
        },
      ],
      [logLaunchFailureFx, (p: unknown) => void calls.logged.push(p)],
      [markPlayedFx, (p: unknown) => void calls.played.push(p)],
      [launchNoticeFx, (p: unknown) => void calls.told.push(p)],
    ],
  });
  return { scope, calls };
}

beforeEach(() => setRuntimeConfig(config));
afterEach(() => vi.restoreAllMocks());

describe("launch-game model", () => {
  it("opens the frame with the server url and marks the game played", async () => {
    const { scope, calls } = setup();
    await allSettled(playRequested, { scope, params: { game, mobile: true } });
    expect(scope.getState($frame)).toEqual({ url: "/lobby/game-frame.html?x=1", title: "มาจองเวย์", demo: false });
    expect(calls.played).toEqual([game]);
    await allSettled(frameClosed, { scope });
    expect(scope.getState($frame)).toBeNull();
  });

  it("blocks at credit 1 or less without calling launch-game", async () => {
    const { scope, calls } = setup({ credit: 1 });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($notice)).toEqual({ kind: "lowCredit" });
    expect(scope.getState($frame)).toBeNull();
    expect(calls.launch).toBe(0);
  });

  it("blocks when the credit is unknown (shown as '—': none, negative or absurd), with its own message", async () => {
    const { scope, calls } = setup({ credit: null });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($frame)).toBeNull();
    expect(calls.launch).toBe(0);
    expect(calls.told).toEqual([{ tone: "warning", key: "creditUnknown" }]);
  });

  it("shows the first-deposit rule message", async () => {
    const { scope } = setup({ launch: { success: false, msg: "กรุณาฝากเงินครั้งแรกก่อนเล่นเกม" } });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($notice)).toEqual({ kind: "server", message: "กรุณาฝากเงินครั้งแรกก่อนเล่นเกม" });
  });

  it("shows the first-deposit refusal the server marks with its code, whatever the wording", async () => {
    const { scope, calls } = setup({ launch: { success: false, code: "first_deposit_required", msg: "Deposit once to unlock games" } });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($notice)).toEqual({ kind: "server", message: "Deposit once to unlock games" });
    expect(calls.logged).toHaveLength(0);
  });

  it("other failures: the server's reason as a non-blocking message (no dialog), and a log", async () => {
    const { scope, calls } = setup({ launch: { success: false, msg: "ค่ายเกมปิดปรับปรุงชั่วคราว" } });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($notice)).toBeNull();
    expect(scope.getState($frame)).toBeNull();
    expect(calls.logged).toHaveLength(1);
    expect(calls.told).toEqual([{ tone: "warning", raw: "ค่ายเกมปิดปรับปรุงชั่วคราว" }]);
  });

  it("a failure without a reason says the game is unavailable", async () => {
    const { scope, calls } = setup({ launch: { success: false } });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(calls.told).toEqual([{ tone: "warning", key: "unavailable" }]);
  });

  it("a network error is logged and told as 'game unavailable'", async () => {
    const told: unknown[] = [];
    const scope = fork({
      values: [[$session, member]],
      handlers: [
        [readCreditFx, async () => 100],
        [requestLaunchFx, async () => Promise.reject(new Error("offline"))],
        [launchNoticeFx, (p: unknown) => void told.push(p)],
      ],
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(warn).toHaveBeenCalledOnce();
    expect(scope.getState($notice)).toBeNull();
    expect(told).toEqual([{ tone: "warning", key: "unavailable" }]);
  });

  it("invites a guest to register instead of launching, with the game for a trial", async () => {
    const scope = fork({ handlers: [[readCreditFx, async () => 100]] });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($notice)).toEqual({ kind: "register", game });
    await allSettled(trialRequested, { scope, params: game });
    expect(scope.getState($notice)).toBeNull();
    expect(scope.getState($frame)).toMatchObject({ demo: true, title: "มาจองเวย์" });
  });

  it("without a trial page (a production config.json) trial play says so instead of framing anything", async () => {
    setRuntimeConfig({ ...config, trialPageUrl: null });
    const { scope, calls } = setup();
    await allSettled(trialRequested, { scope, params: game });
    expect(scope.getState($frame)).toBeNull();
    expect(calls.told).toEqual([{ tone: "warning", key: "trialUnavailable" }]);
  });

  it("trial play opens a demo frame without any call", async () => {
    const { scope, calls } = setup();
    await allSettled(trialRequested, { scope, params: game });
    expect(scope.getState($frame)).toMatchObject({ demo: true, title: "มาจองเวย์" });
    expect(scope.getState($frame)?.url).toMatch(/game-frame\.html\?demo=1&provider=pgsoft&game=mahjong-ways$/);
    expect(calls.launch).toBe(0);
  });

  it("opens a provider page from an origin in gameFrameOrigins", async () => {
    const { scope } = setup({ launch: { success: true, url: "https://games.example/play?token=x" } });
    await allSettled(playRequested, { scope, params: { game, mobile: true } });
    expect(scope.getState($frame)?.url).toBe("https://games.example/play?token=x");
  });

  it("refuses a launch url from another origin, or any other page of the lobby's own origin, like a failed launch", async () => {
    for (const url of ["https://evil.example/play", "/lobby/api/customers/profile", "/lobby/", "javascript:alert(1)", "https://games.example.evil.example/"]) {
      const { scope, calls } = setup({ launch: { success: true, url } });
      await allSettled(playRequested, { scope, params: { game, mobile: false } });
      expect(scope.getState($frame), url).toBeNull();
      expect(scope.getState($notice), url).toBeNull();
      expect(calls.logged, url).toEqual([{ game, detail: { refusedUrl: url } }]);
      expect(calls.told, url).toEqual([{ tone: "warning", key: "unavailable" }]);
      expect(calls.played, url).toEqual([]);
    }
  });
});

describe("frameUrlAllowed", () => {
  const lobby = "https://lobby.example/lobby/casino";
  it("allows the configured trial page (same origin, any query) and listed origins only", () => {
    expect(frameUrlAllowed("/lobby/game-frame.html?demo=1", config, lobby)).toBe(true);
    expect(frameUrlAllowed("https://lobby.example/lobby/game-frame.html", config, lobby)).toBe(true);
    expect(frameUrlAllowed("https://games.example/a/b", config, lobby)).toBe(true);
    // 'self' in the list is a CSP keyword for the trial page, not a licence for the lobby's pages.
    expect(frameUrlAllowed("/lobby/index.html", config, lobby)).toBe(false);
    expect(frameUrlAllowed("http://games.example/a", config, lobby)).toBe(false);
    expect(frameUrlAllowed("https://games.example:8443/a", config, lobby)).toBe(false);
    expect(frameUrlAllowed("data:text/html,<script>1</script>", config, lobby)).toBe(false);
  });
  it("allows a trial page on a provider's origin exactly, not the rest of the lobby", () => {
    const remote = { ...config, trialPageUrl: "https://demo.example/frame.html" };
    expect(frameUrlAllowed("https://demo.example/frame.html?demo=1", remote, lobby)).toBe(true);
    expect(frameUrlAllowed("/lobby/game-frame.html", remote, lobby)).toBe(false);
  });
});

describe("gameFrameSandbox", () => {
  const lobby = "https://lobby.example/lobby/casino";
  const tokens = (sandbox: string) => sandbox.split(" ");
  it("never lets the frame share the lobby's origin where a lobby page can be framed ('self', a same-origin trial page)", () => {
    expect(tokens(gameFrameSandbox(config, lobby))).not.toContain("allow-same-origin");
    const remote = { gameFrameOrigins: ["https://games.example"], trialPageUrl: "/lobby/game-frame.html" };
    expect(tokens(gameFrameSandbox(remote, lobby))).not.toContain("allow-same-origin");
    expect(tokens(gameFrameSandbox({ gameFrameOrigins: ["https://lobby.example"], trialPageUrl: null }, lobby))).not.toContain("allow-same-origin");
  });
  it("keeps a provider's own storage where frame-src holds only other origins", () => {
    const sandbox = tokens(gameFrameSandbox({ gameFrameOrigins: ["https://games.example"], trialPageUrl: "https://demo.example/f.html" }, lobby));
    expect(sandbox).toContain("allow-same-origin");
    expect(sandbox).toContain("allow-scripts");
  });
});
