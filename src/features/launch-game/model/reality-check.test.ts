// @vitest-environment node
import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { $frame, trialRequested } from "./launch-game";
import { $realityCheck, realityCheckConfigured, realityCheckContinued, realityCheckLeft } from "./reality-check";
import { startLaunch } from "../ui/launch-host";

const game = { provider: "pgsoft", code: "mahjong-ways", title: "มาจองเวย์" };
const MIN = 60_000;

/** A scope with the check every `every` minutes and a trial game open; the interval runs on fake timers. */
async function playing(every: number | null) {
  const scope = fork();
  await allSettled(realityCheckConfigured, { scope, params: every });
  // Not awaited: allSettled would wait for the running interval (stack-notes §4).
  const session = allSettled(trialRequested, { scope, params: game });
  await vi.advanceTimersByTimeAsync(0);
  expect(scope.getState($frame)).not.toBeNull();
  return { scope, session };
}
const fire = async (p: Promise<unknown>) => {
  void p;
  await vi.advanceTimersByTimeAsync(0);
};

describe("reality check while a game is open", () => {
  beforeEach(() => {
    // The trial page comes from the shipped config.json.
    setRuntimeConfig(shippedConfig({ trialPageUrl: "/lobby/game-frame.html" }));
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("asks after every N minutes with the time played this session; continue hides it until the next", async () => {
    const { scope, session } = await playing(20);
    await vi.advanceTimersByTimeAsync(20 * MIN - 1000);
    expect(scope.getState($realityCheck)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState($realityCheck)).toEqual({ minutes: 20 });

    await fire(allSettled(realityCheckContinued, { scope }));
    expect(scope.getState($realityCheck)).toBeNull();
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(scope.getState($realityCheck)).toEqual({ minutes: 40 });

    await fire(allSettled(realityCheckLeft, { scope }));
    expect(scope.getState($frame)).toBeNull();
    expect(scope.getState($realityCheck)).toBeNull();
    await session; // the interval stopped with the frame
  });

  it("counts a new session from its own start, and stops asking once the frame is closed", async () => {
    const { scope } = await playing(10);
    await vi.advanceTimersByTimeAsync(6 * MIN);
    await fire(allSettled(realityCheckLeft, { scope }));
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(scope.getState($realityCheck)).toBeNull();

    void allSettled(trialRequested, { scope, params: game });
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(scope.getState($realityCheck)).toEqual({ minutes: 10 });
    await fire(allSettled(realityCheckLeft, { scope }));
  });

  it("a game started by the page's first tap, before any host has mounted, is asked about too", async () => {
    // The launcher loads on that tap (ui/lazy-host.tsx): the period comes from config.json with the launch.
    setRuntimeConfig(
      shippedConfig({ trialPageUrl: "/lobby/game-frame.html", responsiblePlay: { ...shippedConfig().responsiblePlay, realityCheckMinutes: 15 } }),
    );
    const scope = fork();
    startLaunch(scope, "trial", game);
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($frame)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(15 * MIN);
    expect(scope.getState($realityCheck)).toEqual({ minutes: 15 });
    await fire(allSettled(realityCheckLeft, { scope }));
  });

  it("never asks when the brand switched it off (null)", async () => {
    const { scope, session } = await playing(null);
    await vi.advanceTimersByTimeAsync(240 * MIN);
    expect(scope.getState($realityCheck)).toBeNull();
    await fire(allSettled(realityCheckLeft, { scope }));
    await session;
  });
});
