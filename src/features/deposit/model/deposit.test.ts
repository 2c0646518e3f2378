import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { ApiError, readErrorBody, type Profile } from "@/shared/api";
import { $dialog } from "@/shared/notify";
import { $popupMode, popupShown } from "@/shared/popup";
import { $router } from "@/shared/router";
import { recordingRouter } from "@/shared/router/testing";
import { pageVisibilityChanged } from "@/shared/visibility";
import { PENDING_KEY } from "@/entities/pending-request";
import { profileWith } from "@/entities/profile/testing";
import { completedProfile, pendingProfile as pendingOf, pollAnswers, setUpProcessTests, startRun, stopRun as stop } from "@/entities/pending-request/testing";
import {
  $createOutcomeUnknown,
  $submitError,
  cancelPressed,
  depositFlow,
  $profileReady,
  depositProcess,
  depositSubmitted,
  promotionDeclined,
  promotionSelected,
  $selectedPromotionId,
  recheckFx,
  noteUnknownOutcomeFx,
} from "./deposit";
import { cancelDepositFx, createDepositFx, postbackFx } from "../api/deposit";

const request = { id: 9001, type: "deposit", amount: 500 } as const;
const pendingProfile = pendingOf(request);
const completed = (status: string, cause: string | null = null) => completedProfile(request, status, cause);
const createdAnswer = {
  request: { id: 9001, type: "deposit" as const, amount: 500, created_at: "2026-11-22 14:10:00", ref: null, qr_code: null },
  gateway: false,
};

function setup(polls: Array<Profile | Error>, cancel: () => Promise<unknown> = async () => ({ success: true })) {
  const answer = pollAnswers(polls);
  const calls = { poll: 0, cancel: [] as number[], create: [] as unknown[] };
  const { router, visits } = recordingRouter();
  const scope = fork({
    values: [[$router, router]],
    handlers: [
      [postbackFx, async () => undefined],
      [createDepositFx, async (body: unknown) => (calls.create.push(body), createdAnswer)],
      [depositProcess.pollFx, async () => (calls.poll++, answer())],
      [cancelDepositFx, async ({ id }: { id: number }) => (calls.cancel.push(id), cancel())],
      [depositProcess.nowFx, () => Date.now()],
    ],
  });
  return { scope, calls, visits };
}
const submit = (scope: Scope, promotion_id = 0) => startRun(scope, depositSubmitted, { amount: 500, promotion_id });

describe("deposit process", () => {
  setUpProcessTests({ ns: "deposit", now: "2026-11-22T07:10:00Z" });

  it("submit sends the form's promotion id, opens the process and persists the request", async () => {
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await submit(scope, 2);
    expect(calls.create).toEqual([{ amount: 500, promotion_id: 2 }]);
    expect(scope.getState($popupMode)).toBe("DepositProcess");
    expect(scope.getState(depositProcess.$remainingMs)).toBe(900_000);
    expect(JSON.parse(localStorage.getItem(PENDING_KEY)!)).toMatchObject({ id: 9001, type: "deposit", startedAt: Date.now() });
    await stop(scope, run);
  });

  it("the choice is an id: a promotion, an explicit decline (0), or nothing yet; a settled deposit uses it up", async () => {
    const { scope } = setup([pendingProfile]);
    expect(scope.getState($selectedPromotionId)).toBeNull();
    await allSettled(promotionSelected, { scope, params: 2 });
    expect(scope.getState($selectedPromotionId)).toBe(2);
    await allSettled(promotionDeclined, { scope });
    expect(scope.getState($selectedPromotionId)).toBe(0);
    expect(scope.getState($popupMode)).toBe("Deposit");
  });

  it("a double submit creates one deposit", async () => {
    const { scope, calls } = setup([pendingProfile]);
    const run = allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    void allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.create).toHaveLength(1);
    await stop(scope, run);
  });

  it("completed: polls every 10 s, then the success dialog with the amount, timers stop, home", async () => {
    const { scope, calls, visits } = setup([pendingProfile, completed("completed")]);
    const { run } = await submit(scope);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.poll).toBe(1);
    expect(scope.getState(depositProcess.$pending)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.poll).toBe(2);
    expect(scope.getState($dialog)).toMatchObject({
      tone: "success",
      message: "ฝากเงินสำเร็จ จำนวน 500.00 บาท",
      detail: "ยอดนี้เข้าเครดิตเกมของท่านแล้ว พร้อมเล่นได้ทันที",
    });
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    expect(scope.getState($popupMode)).toBeNull();
    expect(visits).toEqual([{ to: "/", replace: false }]);
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.poll).toBe(2);
    await stop(scope, run);
  });

  it("deleted: the error dialog shows the cause in brackets", async () => {
    const { scope } = setup([completed("deleted", "ยอดเงินไม่ตรง")]);
    const { run } = await submit(scope);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($dialog)).toMatchObject({ tone: "error", message: "ฝากเงินไม่สำเร็จ (ยอดเงินไม่ตรง)" });
    await stop(scope, run);
  });

  it("countdown end cancels through the API, clears the flags and shows 'deposit ended'", async () => {
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await submit(scope);
    await vi.advanceTimersByTimeAsync(899_000);
    expect(calls.cancel).toEqual([]);
    expect(scope.getState(depositProcess.$remainingMs)).toBe(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.cancel).toEqual([9001]);
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    expect(scope.getState($popupMode)).toBeNull();
    // Nothing credited, the reference, LINE (with the reference) and deposit again (e2e: the LINE link and deposit again on the deleted result).
    expect(scope.getState($dialog)).toMatchObject({
      tone: "warning",
      message: "หมดเวลาการฝากเงิน รายการนี้ถูกยกเลิกแล้ว",
      detail: expect.stringContaining("ยอดนี้ไม่ได้เติมเข้าเครดิตของท่าน"),
      reference: "#9001",
      next: ["support", "deposit"],
    });
    const polls = calls.poll;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.poll).toBe(polls);
    await stop(scope, run);
  });

  it("cancel failure shows the first server error, or 'deposit transaction timed out'", async () => {
    const serverError = readErrorBody({ message: "The given data was invalid.", errors: { error: ["รายการฝากหมดเวลาแล้ว"] } }, 422);
    const { scope } = setup([pendingProfile], async () => Promise.reject(serverError));
    const { run } = await submit(scope);
    void allSettled(cancelPressed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($dialog)).toMatchObject({ tone: "error", message: "รายการฝากหมดเวลาแล้ว" });
    // The request stays tracked: the poll will still report its outcome.
    expect(scope.getState(depositProcess.$pending)?.id).toBe(9001);
    await stop(scope, run);

    const bare = setup([pendingProfile], async () => Promise.reject(new TypeError("Failed to fetch")));
    const { run: run2 } = await submit(bare.scope);
    void allSettled(cancelPressed, { scope: bare.scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(bare.scope.getState($dialog)?.message).toBe("รายการฝากเงินหมดเวลา");
    await stop(bare.scope, run2);
  });

  it("manual cancel calls the API once and clears locally", async () => {
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await submit(scope);
    void allSettled(cancelPressed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.cancel).toEqual([9001]);
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    expect(scope.getState($popupMode)).toBeNull();
    await stop(scope, run);
  });

  it("a failed poll stops polling until retry", async () => {
    const { scope, calls } = setup([new TypeError("Failed to fetch"), completed("completed")]);
    const { run } = await submit(scope);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState(depositProcess.$pollError)?.kind).toBe("network");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.poll).toBe(1);
    void allSettled(depositProcess.retryPoll, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.poll).toBe(2);
    expect(scope.getState($dialog)?.tone).toBe("success");
    await stop(scope, run);
  });

  it("pauses the poll while the tab is hidden and checks at once when shown", async () => {
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await submit(scope);
    void allSettled(pageVisibilityChanged, { scope, params: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.poll).toBe(0);
    void allSettled(pageVisibilityChanged, { scope, params: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.poll).toBe(1);
    // The countdown kept the submit time as its origin.
    expect(scope.getState(depositProcess.$remainingMs)).toBe(840_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.poll).toBe(2);
    await stop(scope, run);
  });

  it("the reminder on screen refreshes the profile before it shows; another popup does not", async () => {
    let refreshes = 0;
    const scope = fork({ handlers: [[depositFlow.refreshFx, async () => void refreshes++]] });
    await allSettled(popupShown, { scope, params: "Deposit" });
    expect(refreshes).toBe(0);
    expect(scope.getState($profileReady)).toBe(false);
    await allSettled(popupShown, { scope, params: "DepositReminder" });
    expect(refreshes).toBe(1);
    expect(scope.getState($profileReady)).toBe(true);
  });

  it("a 422 rule message stays on the form and nothing starts", async () => {
    const scope = fork({
      handlers: [
        [postbackFx, async () => undefined],
        [createDepositFx, async () => Promise.reject(readErrorBody({ errors: { error: ["กรุณาฝากเงินครั้งแรกก่อนเล่นเกม"] } }, 422))],
      ],
    });
    await allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    expect(scope.getState($submitError)?.messages).toEqual(["กรุณาฝากเงินครั้งแรกก่อนเล่นเกม"]);
    expect(scope.getState(depositProcess.$pending)).toBeNull();
  });
});

describe("pending deposit restore", () => {
  setUpProcessTests({ ns: "deposit", now: "2026-11-22T07:10:00Z" });

  it("reopens the process with the remaining time from the stored start", async () => {
    localStorage.setItem(PENDING_KEY, JSON.stringify({ id: 9001, type: "deposit", amount: 500, startedAt: Date.now() - 5 * 60_000 }));
    const { scope } = setup([pendingProfile]);
    const scope2 = fork({
      values: [],
      handlers: [
        [depositProcess.restoreFx, async () => ({ stored: JSON.parse(localStorage.getItem(PENDING_KEY)!), profile: pendingProfile, now: Date.now() })],
        [depositProcess.pollFx, async () => pendingProfile],
      ],
    });
    void scope;
    const { run } = await startRun(scope2, depositProcess.restoreRequested);
    expect(scope2.getState($popupMode)).toBe("DepositProcess");
    expect(scope2.getState(depositProcess.$remainingMs)).toBe(600_000);
    await stop(scope2, run);
  });

  it("a request made elsewhere gets a full countdown; nothing pending opens nothing", async () => {
    const scope = fork({
      handlers: [
        [depositProcess.restoreFx, async () => ({ stored: null, profile: pendingProfile, now: Date.now() })],
        [depositProcess.pollFx, async () => pendingProfile],
      ],
    });
    const { run } = await startRun(scope, depositProcess.restoreRequested);
    expect(scope.getState(depositProcess.$remainingMs)).toBe(900_000);
    await stop(scope, run);

    const idle = fork({
      handlers: [[depositProcess.restoreFx, async () => ({ stored: null, profile: completed("completed"), now: Date.now() })]],
    });
    await allSettled(depositProcess.restoreRequested, { scope: idle });
    expect(idle.getState($popupMode)).toBeNull();
  });
});

describe("deposit: the server's truth before the timer (hidden tab, app start)", () => {
  setUpProcessTests({ ns: "deposit", now: "2026-11-22T07:10:00Z" });

  /** Submit, hide the tab for 16 minutes (past the 15-minute countdown), show it again. */
  async function returnAfterCountdown(scope: Scope) {
    const { run } = await submit(scope);
    void allSettled(pageVisibilityChanged, { scope, params: false });
    await vi.advanceTimersByTimeAsync(16 * 60_000);
    void allSettled(pageVisibilityChanged, { scope, params: true });
    await vi.advanceTimersByTimeAsync(0);
    // Wrapped: returning the bare promise would make the caller await the whole run.
    return { run };
  }

  it("completed while hidden: one profile read, the success dialog, no cancel", async () => {
    const { scope, calls } = setup([completed("completed")]);
    const { run } = await returnAfterCountdown(scope);
    expect(calls.poll).toBe(1);
    expect(calls.cancel).toEqual([]);
    expect(scope.getState($dialog)).toMatchObject({
      tone: "success",
      message: "ฝากเงินสำเร็จ จำนวน 500.00 บาท",
      detail: "ยอดนี้เข้าเครดิตเกมของท่านแล้ว พร้อมเล่นได้ทันที",
    });
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    await stop(scope, run);
  });

  it("deleted while hidden: its error dialog with the cause, no cancel", async () => {
    const { scope, calls } = setup([completed("deleted", "ยอดเงินไม่ตรง")]);
    const { run } = await returnAfterCountdown(scope);
    expect(calls.cancel).toEqual([]);
    expect(scope.getState($dialog)).toMatchObject({ tone: "error", message: "ฝากเงินไม่สำเร็จ (ยอดเงินไม่ตรง)" });
    await stop(scope, run);
  });

  it("still pending on the server: cancelled once, then 'deposit ended'", async () => {
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await returnAfterCountdown(scope);
    expect(calls.poll).toBe(1);
    expect(calls.cancel).toEqual([9001]);
    expect(scope.getState($dialog)?.message).toBe("หมดเวลาการฝากเงิน รายการนี้ถูกยกเลิกแล้ว");
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    await stop(scope, run);
  });

  it("neither pending nor finished on the server: nothing to cancel, the player is told it ended", async () => {
    const { scope, calls } = setup([profileWith({ pending_request: null, completed_requests: [] })]);
    const { run } = await returnAfterCountdown(scope);
    expect(calls.cancel).toEqual([]);
    expect(scope.getState($dialog)?.message).toBe("หมดเวลาการฝากเงิน รายการนี้ถูกยกเลิกแล้ว");
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    await stop(scope, run);
  });

  it("the server cannot be asked: the timer decides (cancel sent)", async () => {
    const { scope, calls } = setup([new TypeError("Failed to fetch")]);
    const { run } = await returnAfterCountdown(scope);
    expect(calls.cancel).toEqual([9001]);
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    await stop(scope, run);
  });

  it("app start after the countdown: the stored request is checked first; completed shows success, no cancel", async () => {
    localStorage.setItem(PENDING_KEY, JSON.stringify({ id: 9001, type: "deposit", amount: 500, startedAt: Date.now() - 20 * 60_000 }));
    const calls = { cancel: 0 };
    const scope = fork({
      handlers: [
        // The start-up read (cached up to 30 s) still showed it pending; the fresh read says completed.
        [depositProcess.restoreFx, async () => ({ stored: JSON.parse(localStorage.getItem(PENDING_KEY)!), profile: pendingProfile, now: Date.now() })],
        [depositProcess.pollFx, async () => completed("completed")],
        [cancelDepositFx, async () => (calls.cancel++, { success: true })],
      ],
    });
    const { run } = await startRun(scope, depositProcess.restoreRequested);
    expect(calls.cancel).toBe(0);
    expect(scope.getState($dialog)).toMatchObject({
      tone: "success",
      message: "ฝากเงินสำเร็จ จำนวน 500.00 บาท",
      detail: "ยอดนี้เข้าเครดิตเกมของท่านแล้ว พร้อมเล่นได้ทันที",
    });
    await stop(scope, run);
  });
});

describe("deposit: one intent, one request", () => {
  setUpProcessTests({ ns: "deposit", now: "2026-11-22T07:10:00Z" });

  it("a submit while a deposit is being tracked creates nothing", async () => {
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await submit(scope);
    void allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.create).toHaveLength(1);
    await stop(scope, run);
  });

  it("cancel tapped three times while the first is on its way sends one cancel", async () => {
    const { scope, calls } = setup([pendingProfile], () => new Promise((r) => setTimeout(() => r({ success: true }), 3_000)));
    const { run } = await submit(scope);
    for (let i = 0; i < 3; i++) void allSettled(cancelPressed, { scope });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls.cancel).toEqual([9001]);
    expect(scope.getState(depositProcess.$pending)).toBeNull();
    await stop(scope, run);
  });

  it("after a timed-out create, submitting again resumes the server's pending deposit instead of creating a second", async () => {
    const created: unknown[] = [];
    let reads = 0;
    const scope = fork({
      handlers: [
        [postbackFx, async () => undefined],
        [
          createDepositFx,
          async (body: unknown) => {
            created.push(body);
            throw new DOMException("The operation timed out.", "TimeoutError");
          },
        ],
        [recheckFx, async () => (reads++, { ...pendingProfile, payment_gateway_status: false })],
        [depositProcess.pollFx, async () => pendingProfile],
      ],
    });
    await allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    expect(scope.getState($submitError)?.kind).toBe("timeout");
    expect(scope.getState($createOutcomeUnknown)).toBe(true);
    const { run } = await submit(scope);
    expect(created).toHaveLength(1);
    expect(reads).toBe(1);
    expect(scope.getState(depositProcess.$pending)).toMatchObject({ id: 9001, amount: 500 });
    expect(scope.getState($popupMode)).toBe("DepositProcess");
    await stop(scope, run);
  });

  it("after a timed-out create with nothing pending on the server, the retry creates (once)", async () => {
    const created: unknown[] = [];
    const scope = fork({
      handlers: [
        [postbackFx, async () => undefined],
        [
          createDepositFx,
          async (body: unknown) => (created.push(body), created.length === 1 ? Promise.reject(new TypeError("Failed to fetch")) : createdAnswer),
        ],
        [recheckFx, async () => profileWith({ pending_request: null, completed_requests: [] })],
        [depositProcess.pollFx, async () => pendingProfile],
      ],
    });
    await allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    const { run } = await submit(scope);
    expect(created).toHaveLength(2);
    expect(scope.getState(depositProcess.$pending)?.id).toBe(9001);
    await stop(scope, run);
  });

  it("a refusal (success: false) is known: its msg is shown and the retry needs no re-read", async () => {
    let reads = 0;
    const scope = fork({
      handlers: [
        [postbackFx, async () => undefined],
        [createDepositFx, async () => Promise.reject(new ApiError("refused", 200, {}, ["ปิดรับฝากชั่วคราว"]))],
        [recheckFx, async () => (reads++, pendingProfile)],
      ],
    });
    await allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    expect(scope.getState($submitError)?.messages).toEqual(["ปิดรับฝากชั่วคราว"]);
    expect(scope.getState($createOutcomeUnknown)).toBe(false);
    await allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    expect(reads).toBe(0);
  });

  it("a create whose outcome stayed unknown is a fault for the field reports; a refusal is not", async () => {
    const noted: unknown[] = [];
    const refusal = new ApiError("refused", 200, {}, ["ปิดรับฝากชั่วคราว"]);
    let answer: unknown = new DOMException("The operation timed out.", "TimeoutError");
    const scope = fork({
      handlers: [
        [postbackFx, async () => undefined],
        [createDepositFx, async () => Promise.reject(answer)],
        [recheckFx, async () => profileWith({ pending_request: null, completed_requests: [] })],
        [noteUnknownOutcomeFx, (error: unknown) => void noted.push(error)],
      ],
    });
    await allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    expect(noted).toHaveLength(1);
    answer = refusal;
    await allSettled(depositSubmitted, { scope, params: { amount: 500, promotion_id: 0 } });
    expect(noted).toHaveLength(1);
  });
});
