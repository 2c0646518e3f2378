// @vitest-environment node
import { allSettled, fork, type Scope } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $popupMode } from "@/shared/popup";
import { $noticeHeld, NOTICE_QUIET_MS, noticeOpened, playerActed } from "./hold";

afterEach(() => void vi.useRealTimers());

/** A tap: not awaited, its quiet timer runs on the fake clock (settled once the test has advanced past it). */
const tap = async (scope: Scope, runs: Promise<unknown>[]) => {
  runs.push(allSettled(playerActed, { scope }));
  await vi.advanceTimersByTimeAsync(0);
};

describe("when the notice may open", () => {
  it("opens at once for a player who has not tapped", () => {
    expect(fork().getState($noticeHeld)).toBe(false);
  });

  it("waits until the player's taps have been still for NOTICE_QUIET_MS, however long they go on", async () => {
    vi.useFakeTimers();
    const scope = fork();
    const runs: Promise<unknown>[] = [];
    for (let i = 0; i < 5; i++) {
      await tap(scope, runs);
      expect(scope.getState($noticeHeld)).toBe(true);
      await vi.advanceTimersByTimeAsync(NOTICE_QUIET_MS - 100);
    }
    expect(scope.getState($noticeHeld)).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(scope.getState($noticeHeld)).toBe(false);
    await Promise.all(runs);
  });

  it("once open, a tap (on the notice itself) does not hold it; a popup still does", async () => {
    vi.useFakeTimers();
    const scope = fork();
    const runs: Promise<unknown>[] = [];
    await allSettled(noticeOpened, { scope });
    await tap(scope, runs);
    expect(scope.getState($noticeHeld)).toBe(false);
    await vi.advanceTimersByTimeAsync(NOTICE_QUIET_MS);
    await Promise.all(runs);
    const withPopup = fork({ values: [[$popupMode, "Login"]] });
    await allSettled(noticeOpened, { scope: withPopup });
    expect(withPopup.getState($noticeHeld)).toBe(true);
  });
});
