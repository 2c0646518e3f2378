// @vitest-environment node
import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { $notices, notified } from "./model";

describe("notification container", () => {
  it("numbers notices from 1 and dismisses each after 8 seconds", async () => {
    vi.useFakeTimers();
    const scope = fork();
    const first = allSettled(notified, { scope, params: { type: "success", message: "a" } });
    await vi.advanceTimersByTimeAsync(3_000);
    const second = allSettled(notified, { scope, params: { type: "error", message: "b" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($notices).map((n) => n.id)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(scope.getState($notices).map((n) => n.id)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($notices).map((n) => n.id)).toEqual([2]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(scope.getState($notices).map((n) => n.id)).toEqual([2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($notices)).toEqual([]);
    await first;
    await second;
  });

  it("does not stack the same message while it is on screen", async () => {
    vi.useFakeTimers();
    const scope = fork();
    const runs = [
      allSettled(notified, { scope, params: { type: "error", message: "down" } }),
      allSettled(notified, { scope, params: { type: "error", message: "down" } }),
      allSettled(notified, { scope, params: { type: "warning", message: "down" } }),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($notices).map((n) => [n.type, n.message])).toEqual([
      ["error", "down"],
      ["warning", "down"],
    ]);
    await vi.advanceTimersByTimeAsync(8_000);
    const again = allSettled(notified, { scope, params: { type: "error", message: "down" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($notices).map((n) => n.message)).toEqual(["down"]);
    await vi.advanceTimersByTimeAsync(8_000);
    await Promise.all([...runs, again]);
    vi.useRealTimers();
  });
});
