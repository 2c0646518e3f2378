import { allSettled, fork, type Scope } from "effector";
import { describe, expect, it, vi } from "vitest";
import { ApiError, readErrorBody, type Profile } from "@/shared/api";
import { $dialog } from "@/shared/notify";
import { $popupMode, popupShown } from "@/shared/popup";
import { pageVisibilityChanged } from "@/shared/visibility";
import { PENDING_KEY } from "@/entities/pending-request";
import { completedProfile, pendingProfile as pendingOf, pollAnswers, setUpProcessTests, startRun, stopRun as stop } from "@/entities/pending-request/testing";
import { createWithdrawFx } from "../api/withdraw";
import { $submitError, cancelPressed, recheckFx, withdrawFlow, withdrawProcess, withdrawSubmitted } from "./withdraw";

const request = { id: 9101, type: "withdraw", amount: 300 } as const;
const pendingProfile = pendingOf(request);
const completed = (status: string, cause: string | null = null) => completedProfile(request, status, cause);

function setup(polls: Profile[]) {
  const answer = pollAnswers(polls);
  const calls = { poll: 0, create: [] as unknown[] };
  const scope = fork({
    handlers: [
      [
        createWithdrawFx,
        async (body: unknown) => (
          calls.create.push(body),
          { request: { id: 9101, type: "withdraw" as const, amount: 300, created_at: "2026-11-22 14:20:00" }, startedAt: Date.now() }
        ),
      ],
      [withdrawProcess.pollFx, async () => (calls.poll++, answer())],
    ],
  });
  return { scope, calls };
}
const PAID = "เงินโอนเข้าบัญชีธนาคารของท่านแล้ว ตรวจสอบยอดได้ในแอปธนาคาร หากยังไม่เห็นยอด ติดต่อแอดมินพร้อมเลขอ้างอิงนี้";
const submit = (scope: Scope) => startRun(scope, withdrawSubmitted, { amount: 300 });

describe("withdraw process", () => {
  setUpProcessTests({ ns: "withdraw", now: "2026-11-22T07:20:00Z" });

  it("completed: success dialog with the amount, process closed, storage cleared", async () => {
    const { scope, calls } = setup([pendingProfile, completed("completed")]);
    const { run } = await submit(scope);
    expect(scope.getState($popupMode)).toBe("WithdrawProcess");
    expect(scope.getState(withdrawProcess.$remainingMs)).toBe(1_800_000);
    // The create carries the amount the player asked for.
    expect(calls.create).toEqual([{ amount: 300 }]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.poll).toBe(2);
    expect(scope.getState($dialog)).toEqual({ tone: "success", message: "ถอนเงินสำเร็จ จำนวน 300.00 บาท", detail: PAID, reference: "#9101" });
    expect(scope.getState($popupMode)).toBeNull();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    await stop(scope, run);
  });

  it("failed: error dialog with the deleted cause", async () => {
    const { scope } = setup([completed("deleted", "บัญชีไม่ถูกต้อง")]);
    const { run } = await submit(scope);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($dialog)).toMatchObject({ tone: "error", message: "ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)" });
    await stop(scope, run);
  });

  it("expiry after 30 minutes closes and clears locally with no cancel call", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await submit(scope);
    await vi.advanceTimersByTimeAsync(1_799_000);
    expect(scope.getState(withdrawProcess.$pending)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState(withdrawProcess.$pending)).toBeNull();
    expect(scope.getState($popupMode)).toBeNull();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    const polls = calls.poll;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.poll).toBe(polls);
    await stop(scope, run);
  });

  it("cancel only forgets the request locally", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { scope } = setup([pendingProfile]);
    const { run } = await submit(scope);
    void allSettled(cancelPressed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(withdrawProcess.$pending)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    await stop(scope, run);
  });

  it("422 neverDeposited is shown from the server; a double submit sends once", async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          createWithdrawFx,
          async () => {
            calls++;
            await new Promise((r) => setTimeout(r, 100));
            throw readErrorBody({ errors: { error: ["ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ภายหลัง"] } }, 422);
          },
        ],
      ],
    });
    const run = allSettled(withdrawSubmitted, { scope, params: { amount: 300 } });
    void allSettled(withdrawSubmitted, { scope, params: { amount: 300 } });
    await vi.advanceTimersByTimeAsync(200);
    await run;
    expect(calls).toBe(1);
    expect(scope.getState($submitError)?.messages).toEqual(["ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ภายหลัง"]);
  });
});

describe("withdraw: the server's truth before the timer (hidden tab, app start)", () => {
  setUpProcessTests({ ns: "withdraw", now: "2026-11-22T07:20:00Z" });

  /** Submit, hide the tab for 31 minutes (past the 30-minute countdown), show it again. */
  async function returnAfterCountdown(scope: Scope) {
    const { run } = await submit(scope);
    void allSettled(pageVisibilityChanged, { scope, params: false });
    await vi.advanceTimersByTimeAsync(31 * 60_000);
    void allSettled(pageVisibilityChanged, { scope, params: true });
    await vi.advanceTimersByTimeAsync(0);
    // Wrapped: returning the bare promise would make the caller await the whole run.
    return { run };
  }

  it("completed while hidden: one profile read, then the success dialog", async () => {
    const { scope, calls } = setup([completed("completed")]);
    const { run } = await returnAfterCountdown(scope);
    expect(calls.poll).toBe(1);
    expect(scope.getState($dialog)).toEqual({ tone: "success", message: "ถอนเงินสำเร็จ จำนวน 300.00 บาท", detail: PAID, reference: "#9101" });
    expect(scope.getState(withdrawProcess.$pending)).toBeNull();
    await stop(scope, run);
  });

  it("failed while hidden: its error dialog with the cause", async () => {
    const { scope } = setup([completed("deleted", "บัญชีไม่ถูกต้อง")]);
    const { run } = await returnAfterCountdown(scope);
    expect(scope.getState($dialog)).toMatchObject({ tone: "error", message: "ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)" });
    expect(scope.getState($popupMode)).toBeNull();
    await stop(scope, run);
  });

  it("still pending on the server: tracking ends here without a call; the dialog says the withdrawal is not cancelled", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { scope, calls } = setup([pendingProfile]);
    const { run } = await returnAfterCountdown(scope);
    expect(calls.poll).toBe(1);
    expect(scope.getState(withdrawProcess.$pending)).toBeNull();
    expect(scope.getState($popupMode)).toBeNull();
    expect(scope.getState($dialog)).toMatchObject({
      tone: "warning",
      title: "ยังไม่ได้รับผลการถอนเงิน",
      message: "ระบบตรวจสอบรายการถอนนี้ครบ 30 นาทีแล้ว แต่ยังไม่ได้รับผล",
      detail: expect.stringContaining("ไม่ได้ถูกยกเลิก"),
      reference: "#9101",
      next: ["support"],
    });
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    await stop(scope, run);
  });

  it("app start after the countdown: a failure the fresh read reports gets its dialog", async () => {
    localStorage.setItem(PENDING_KEY, JSON.stringify({ id: 9101, type: "withdraw", amount: 300, startedAt: Date.now() - 40 * 60_000 }));
    const scope = fork({
      handlers: [
        [withdrawProcess.restoreFx, async () => ({ stored: JSON.parse(localStorage.getItem(PENDING_KEY)!), profile: pendingProfile, now: Date.now() })],
        [withdrawProcess.pollFx, async () => completed("deleted", "บัญชีไม่ถูกต้อง")],
      ],
    });
    const { run } = await startRun(scope, withdrawProcess.restoreRequested);
    expect(scope.getState($dialog)).toMatchObject({ tone: "error", message: "ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)" });
    await stop(scope, run);
  });
});

describe("withdraw: one intent, one request", () => {
  setUpProcessTests({ ns: "withdraw", now: "2026-11-22T07:20:00Z" });

  it("after a create answered 200 without its id, submitting again resumes the server's pending withdrawal", async () => {
    let creates = 0;
    const scope = fork({
      handlers: [
        [createWithdrawFx, async () => (creates++, Promise.reject(new ApiError("incomplete", 200, {}, [])))],
        [recheckFx, async () => pendingProfile],
        [withdrawProcess.pollFx, async () => pendingProfile],
      ],
    });
    await allSettled(withdrawSubmitted, { scope, params: { amount: 300 } });
    expect(scope.getState($submitError)?.kind).toBe("incomplete");
    const { run } = await submit(scope);
    expect(creates).toBe(1);
    expect(scope.getState(withdrawProcess.$pending)).toMatchObject({ id: 9101, amount: 300 });
    expect(scope.getState($popupMode)).toBe("WithdrawProcess");
    await stop(scope, run);
  });
  it.each([
    ["nothing pending", completedProfile(request, "completed")],
    ["a pending deposit", pendingOf({ id: 7001, type: "deposit", amount: 500 })],
  ])("after a create whose fate is unknown, a recheck that finds %s sends a new create with the amount", async (_, serverProfile) => {
    const creates: unknown[] = [];
    const scope = fork({
      handlers: [
        [createWithdrawFx, async (body: unknown) => (creates.push(body), Promise.reject(new ApiError("incomplete", 200, {}, [])))],
        [recheckFx, async () => serverProfile],
      ],
    });
    await allSettled(withdrawSubmitted, { scope, params: { amount: 300 } });
    await allSettled(withdrawSubmitted, { scope, params: { amount: 250 } });
    expect(creates).toEqual([{ amount: 300 }, { amount: 250 }]);
    expect(scope.getState(withdrawProcess.$pending)).toBeNull();
  });

  it("the server's reference, not the id: from the create answer, in the process, the dialog and storage", async () => {
    const scope = fork({
      handlers: [
        [createWithdrawFx, async () => ({ request: { ...request, created_at: "2026-11-22 14:20:00", ref: "WD-LIVE-9101" }, startedAt: Date.now() })],
        [withdrawProcess.pollFx, pollAnswers([completed("deleted", "บัญชีไม่ถูกต้อง")])],
      ],
    });
    const { run } = await submit(scope);
    expect(scope.getState(withdrawProcess.$pending)?.ref).toBe("WD-LIVE-9101");
    expect(localStorage.getItem(PENDING_KEY)).toContain("WD-LIVE-9101");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($dialog)).toMatchObject({ tone: "error", reference: "WD-LIVE-9101" });
    await stop(scope, run);
  });

  it("a create answered without a reference: the first poll that carries one replaces the id", async () => {
    const withRef: Profile = { ...pendingProfile, pending_request: { ...pendingProfile.pending_request!, ref: "WD-LIVE-9101" } };
    const { scope } = setup([withRef, completed("completed")]);
    const { run } = await submit(scope);
    expect(scope.getState(withdrawProcess.$pending)?.ref ?? null).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState(withdrawProcess.$pending)?.ref).toBe("WD-LIVE-9101");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($dialog)).toMatchObject({ tone: "success", reference: "WD-LIVE-9101" });
    await stop(scope, run);
  });
});

describe("withdraw: the form refreshes the profile it shows", () => {
  it("the withdraw popup on screen reads the profile afresh; another popup does not", async () => {
    let reads = 0;
    const scope = fork({ handlers: [[withdrawFlow.refreshFx, async () => void reads++]] });
    await allSettled(popupShown, { scope, params: "Deposit" });
    expect(reads).toBe(0);
    await allSettled(popupShown, { scope, params: "Withdraw" });
    expect(reads).toBe(1);
    expect(scope.getState(withdrawFlow.$ready)).toBe(true);
  });
});
