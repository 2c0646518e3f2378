import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $copyFeedback, copyFx, copyRequested, writeClipboard } from "./model";

describe("copy model", () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'copied' for the control that asked, then clears it after 1 s", async () => {
    vi.useFakeTimers();
    const scope = fork({ handlers: [[copyFx, async () => undefined]] });
    const settled = allSettled(copyRequested, { scope, params: { id: "a", text: "x" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($copyFeedback)).toEqual({ id: "a", ok: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(scope.getState($copyFeedback)).toEqual({ id: "a", ok: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($copyFeedback)).toBeNull();
    await settled;
  });

  it("shows the failure when copying fails, also for 1 s", async () => {
    vi.useFakeTimers();
    const scope = fork({
      handlers: [
        [
          copyFx,
          async () => {
            throw new Error("copy failed");
          },
        ],
      ],
    });
    const settled = allSettled(copyRequested, { scope, params: { id: "b", text: "x" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($copyFeedback)).toEqual({ id: "b", ok: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(scope.getState($copyFeedback)).toBeNull();
    await settled;
  });

  it("a newer copy is not cleared by the older one's timer", async () => {
    vi.useFakeTimers();
    const scope = fork({ handlers: [[copyFx, async () => undefined]] });
    const first = allSettled(copyRequested, { scope, params: { id: "a", text: "1" } });
    await vi.advanceTimersByTimeAsync(600);
    const second = allSettled(copyRequested, { scope, params: { id: "b", text: "2" } });
    await vi.advanceTimersByTimeAsync(400);
    expect(scope.getState($copyFeedback)).toEqual({ id: "b", ok: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(scope.getState($copyFeedback)).toBeNull();
    await Promise.all([first, second]);
  });
});

describe("writeClipboard", () => {
  const setClipboard = (value: unknown) => Object.defineProperty(navigator, "clipboard", { value, configurable: true });
  const setExecCommand = (fn: (cmd: string) => boolean) =>
    Object.defineProperty(document, "execCommand", { value: vi.fn(fn), configurable: true, writable: true });

  afterEach(() => setClipboard(undefined));

  it("uses the Clipboard API when it works", async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    setExecCommand(() => false);
    await writeClipboard("RK7Q2M9X");
    expect(writeText).toHaveBeenCalledWith("RK7Q2M9X");
    expect(document.execCommand).not.toHaveBeenCalled();
  });

  it("falls back to the legacy copy where the Clipboard API is missing", async () => {
    setClipboard(undefined);
    setExecCommand(() => true);
    await writeClipboard("lb0812345678");
    expect(document.execCommand).toHaveBeenCalledWith("copy");
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("fails when both ways fail", async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new Error("denied"))) });
    setExecCommand(() => false);
    await expect(writeClipboard("x")).rejects.toThrow("copy failed");
  });
});
