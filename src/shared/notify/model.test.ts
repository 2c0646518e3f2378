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
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scope.getState($notices).map((n) => n.id)).toEqual([2]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(scope.getState($notices)).toEqual([]);
    await first;
    await second;
  });
});
