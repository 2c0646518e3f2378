// @vitest-environment node
import { allSettled, fork } from "effector";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "@/shared/i18n";
import { $dialog, $notices } from "@/shared/notify";
import { $popupMode } from "@/shared/popup";
import { $router } from "@/shared/router";
import { recordingRouter } from "@/shared/router/testing";
import { createPendingFlow } from "./flow";
import { completedProfile, pendingProfile, pollAnswers, startRun, stopRun } from "../testing";

const NS = "pending-flow-test";
const flow = createPendingFlow({ type: "withdraw", countdownMs: 60_000, ns: NS, processPopup: "WithdrawProcess" });
const request = { id: 7, type: "withdraw", amount: 1234.5 } as const;

describe("pending-request flow", () => {
  beforeAll(async () => {
    await initI18n("th");
    i18n.addResourceBundle("th", NS, {
      errors: { network: "offline", profile: "no profile" },
      result: { success: "done {{amount}}", moneyPaid: "in the bank", errorTitle: "failed", error: "failed ({{cause}})" },
    });
  });
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-22T07:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("a failed profile read on opening closes the popup, goes home and says why in the feature's words", async () => {
    const { router, visits } = recordingRouter();
    const scope = fork({
      values: [
        [$popupMode, "Withdraw"],
        [$router, router],
      ],
      handlers: [[flow.refreshFx, async () => Promise.reject(new TypeError("Failed to fetch"))]],
    });
    const { run } = await startRun(scope, flow.opened);
    expect(scope.getState($popupMode)).toBeNull();
    expect(visits).toEqual([{ to: "/", replace: false }]);
    expect(scope.getState($notices).map((n) => [n.type, n.message])).toEqual([["error", "offline"]]);
    await vi.advanceTimersByTimeAsync(8_000);
    await run;
  });

  it("opening with a request pending goes straight to the process popup", async () => {
    const scope = fork({
      values: [[flow.process.$pending, { ...request, startedAt: Date.now() }]],
      handlers: [[flow.refreshFx, async () => pendingProfile(request)]],
    });
    await allSettled(flow.opened, { scope });
    expect(scope.getState($popupMode)).toBe("WithdrawProcess");
  });

  it("a started request opens its popup; a deleted one ends in the titled error dialog, then home", async () => {
    const { router, visits } = recordingRouter();
    const scope = fork({
      values: [[$router, router]],
      handlers: [[flow.process.pollFx, pollAnswers([completedProfile(request, "deleted", "wrong account")])]],
    });
    const { run } = await startRun(scope, flow.process.started, { ...request, startedAt: Date.now() });
    expect(scope.getState($popupMode)).toBe("WithdrawProcess");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($dialog)).toMatchObject({
      tone: "error",
      title: "failed",
      message: "failed (wrong account)",
      reference: "#7",
      next: ["support", "withdraw"],
    });
    expect(scope.getState($dialog)?.detail).toBeTruthy();
    expect(scope.getState($popupMode)).toBeNull();
    expect(visits).toEqual([{ to: "/", replace: false }]);
    await stopRun(scope, run);
  });

  it("success shows the amount in the current locale, where the money is and the request's reference", async () => {
    const scope = fork({ handlers: [[flow.process.pollFx, pollAnswers([completedProfile(request, "completed")])]] });
    const { run } = await startRun(scope, flow.process.started, { ...request, startedAt: Date.now() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($dialog)).toEqual({ tone: "success", message: "done 1,234.50", detail: "in the bank", reference: `#${request.id}` });
    await stopRun(scope, run);
  });
});
