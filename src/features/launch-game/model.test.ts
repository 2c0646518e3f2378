import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $session } from "@/entities/session";
import { $frame, $notice, frameClosed, logLaunchFailureFx, markPlayedFx, playRequested, readCreditFx, requestLaunchFx, trialRequested } from "./model";

const game = { provider: "pgsoft", code: "mahjong-ways", title: "มาจองเวย์" };
const member = { token: "t", expiresAt: Date.now() + 60_000 };

function setup({ credit = 500, launch = { success: true, url: "/lobby/game-frame.html?x=1" } as { success: boolean; url?: string; msg?: string; code?: string } } = {}) {
  const calls = { launch: 0, logged: [] as unknown[], played: [] as unknown[] };
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
    ],
  });
  return { scope, calls };
}

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

  it("shows nothing for other failures but logs them", async () => {
    const { scope, calls } = setup({ launch: { success: false, msg: "ค่ายเกมปิดปรับปรุงชั่วคราว" } });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($notice)).toBeNull();
    expect(scope.getState($frame)).toBeNull();
    expect(calls.logged).toHaveLength(1);
  });

  it("logs a network error without showing anything", async () => {
    const scope = fork({
      values: [[$session, member]],
      handlers: [
        [readCreditFx, async () => 100],
        [requestLaunchFx, async () => Promise.reject(new Error("offline"))],
      ],
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(warn).toHaveBeenCalledOnce();
    expect(scope.getState($notice)).toBeNull();
  });

  it("invites a guest to register instead of launching", async () => {
    const scope = fork({ handlers: [[readCreditFx, async () => 100]] });
    await allSettled(playRequested, { scope, params: { game, mobile: false } });
    expect(scope.getState($notice)).toEqual({ kind: "register" });
  });

  it("trial play opens a demo frame without any call", async () => {
    const { scope, calls } = setup();
    await allSettled(trialRequested, { scope, params: game });
    expect(scope.getState($frame)).toMatchObject({ demo: true, title: "มาจองเวย์" });
    expect(scope.getState($frame)?.url).toMatch(/game-frame\.html\?demo=1&provider=pgsoft&game=mahjong-ways$/);
    expect(calls.launch).toBe(0);
  });
});
