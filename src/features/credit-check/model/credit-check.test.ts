// @vitest-environment node
import { allSettled, fork, type Scope } from "effector";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, readErrorBody, type Profile } from "@/shared/api";
import { i18n, initI18n } from "@/shared/i18n";
import { $notices } from "@/shared/notify";
import { pageVisibilityChanged } from "@/shared/visibility";
import { loggedOut } from "@/entities/session";
import { profileWith } from "@/entities/profile/testing";
import { checkCreditFx, checkTurnoverFx } from "../api/credit-check";
import { $checking, $polling, $unfinishedPolls, creditCheckRequested, pollProfileFx } from "./credit-check";

const profile = (credit_checking: 0 | 1): Profile => profileWith({ credit_checking, games: [{ credit: 2345.75 }] });
const unauth = readErrorBody({ message: "Unauthenticated." }, 401);

type Turnover = { credit_success: boolean; success: boolean; msg: string };
function setup(opts: { polls: Array<Profile | "401">; turnover?: Array<Turnover | Error>; check?: { credit_success: boolean; msg?: string } }) {
  const polls = [...opts.polls];
  const turnovers = [...(opts.turnover ?? [{ credit_success: false, success: true, msg: "ok" }])];
  const calls = { check: 0, poll: 0, turnover: 0 };
  const scope = fork({
    handlers: [
      [checkCreditFx, async () => (calls.check++, opts.check ?? { credit_success: true })],
      [
        pollProfileFx,
        async () => {
          calls.poll++;
          const next = polls.length > 1 ? polls.shift()! : polls[0]!;
          if (next === "401") throw unauth;
          return next;
        },
      ],
      [
        checkTurnoverFx,
        async () => {
          calls.turnover++;
          const next = turnovers.length > 1 ? turnovers.shift()! : turnovers[0]!;
          if (next instanceof Error) throw next;
          return next;
        },
      ],
    ],
  });
  return { scope, calls };
}
/** Notices leave after 8 s; allSettled waits for that timer too. */
async function settle(run: Promise<unknown>) {
  await vi.advanceTimersByTimeAsync(9_000);
  await run;
}
const messages = (scope: Scope) => scope.getState($notices).map((n) => `${n.type}:${n.message}`);

describe("credit check", () => {
  beforeAll(async () => {
    await initI18n("th");
    // Loaded up front: the dictionary import is real I/O, which fake timers do not wait for.
    await i18n.loadNamespaces("credit-check");
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls every 5 s until credit_checking is 0, then notices, stops and checks turnover", async () => {
    const { scope, calls } = setup({ polls: [profile(1), profile(0)] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($checking)).toBe(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls.poll).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.poll).toBe(1);
    expect(scope.getState($unfinishedPolls)).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.poll).toBe(2);
    expect(calls.turnover).toBe(1);
    expect(messages(scope)).toContain("success:เช็คเครดิตเรียบร้อย");
    expect(scope.getState($checking)).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.poll).toBe(2);
    await settle(run);
  });

  it("one toast per answer: a turnover answer the contract refuses ({}) shows only the failure, not 'done' too", async () => {
    const { scope, calls } = setup({ polls: [profile(0)], turnover: [new ApiError("contract", 200, {}, [])] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.turnover).toBe(1);
    expect(messages(scope)).toHaveLength(1);
    expect(messages(scope)[0]).toMatch(/^error:/);
    await settle(run);
  });

  it("one toast per answer: a refused turnover shows its message only", async () => {
    const { scope } = setup({ polls: [profile(0)], turnover: [{ credit_success: false, success: false, msg: "ยอดเทิร์นยังไม่ครบ" }] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(messages(scope)).toEqual(["warning:ยอดเทิร์นยังไม่ครบ"]);
    await settle(run);
  });

  it("stops after the third unfinished poll with the limit notice and resets the counter", async () => {
    const { scope, calls } = setup({ polls: [profile(1)] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($unfinishedPolls)).toBe(2);
    expect(scope.getState($checking)).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.poll).toBe(3);
    expect(messages(scope)).toContain("error:หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 3 ครั้ง");
    expect(scope.getState($unfinishedPolls)).toBe(0);
    expect(scope.getState($checking)).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.poll).toBe(3);
    expect(calls.turnover).toBe(0);
    await settle(run);
  });

  it("turnover credit_success restarts polling with the 'checking credit...' notice", async () => {
    const { scope, calls } = setup({
      polls: [profile(0), profile(0)],
      turnover: [
        { credit_success: true, success: true, msg: "cleared" },
        { credit_success: false, success: true, msg: "ok" },
      ],
    });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.turnover).toBe(1);
    expect(messages(scope)).toContain("info:กำลังเช็คเครดิต...");
    expect(scope.getState($polling)).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.poll).toBe(2);
    expect(calls.turnover).toBe(2);
    expect(scope.getState($checking)).toBe(false);
    await settle(run);
  });

  it("turnover success false shows the server msg as a warning", async () => {
    const { scope } = setup({ polls: [profile(0)], turnover: [{ credit_success: false, success: false, msg: "ยอดเทิร์นยังไม่ครบ" }] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(messages(scope)).toContain("warning:ยอดเทิร์นยังไม่ครบ");
    expect(scope.getState($checking)).toBe(false);
    await settle(run);
  });

  it("Unauthenticated. during polling stops the poll without a notice", async () => {
    const { scope, calls } = setup({ polls: [profile(1), "401"] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.poll).toBe(2);
    expect(scope.getState($polling)).toBe(false);
    expect(scope.getState($checking)).toBe(false);
    // Read while a notice of the 401 would still show (notices leave after 8 s).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(messages(scope).filter((m) => m.startsWith("error"))).toEqual([]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.poll).toBe(2);
    await settle(run);
  });

  it("a failed or refused check resets the state and never polls", async () => {
    const scope = fork({
      handlers: [
        [
          checkCreditFx,
          async () => {
            throw new TypeError("Failed to fetch");
          },
        ],
        [pollProfileFx, async () => profile(0)],
      ],
    });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($checking)).toBe(false);
    expect(scope.getState($polling)).toBe(false);
    expect(scope.getState($notices).at(-1)?.type).toBe("error");
    await settle(run);

    const refused = setup({ polls: [profile(0)], check: { credit_success: false, msg: "ยังเช็คไม่ได้" } });
    const run2 = allSettled(creditCheckRequested, { scope: refused.scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.scope.getState($checking)).toBe(false);
    expect(messages(refused.scope)).toContain("warning:ยังเช็คไม่ได้");
    expect(refused.calls.poll).toBe(0);
    await settle(run2);
  });

  it("ignores taps while a check runs (one poller) and stops on logout", async () => {
    const { scope, calls } = setup({ polls: [profile(1)] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(0);
    void allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.check).toBe(1);
    expect(calls.poll).toBe(1);
    void allSettled(loggedOut, { scope });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.poll).toBe(1);
    expect(scope.getState($checking)).toBe(false);
    await settle(run);
  });

  it("pauses while the tab is hidden and polls at once when it shows again", async () => {
    const { scope, calls } = setup({ polls: [profile(1), profile(0)] });
    const run = allSettled(creditCheckRequested, { scope });
    await vi.advanceTimersByTimeAsync(1_000);
    void allSettled(pageVisibilityChanged, { scope, params: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.poll).toBe(0);
    expect(scope.getState($polling)).toBe(true);
    void allSettled(pageVisibilityChanged, { scope, params: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.poll).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.poll).toBe(2);
    expect(scope.getState($checking)).toBe(false);
    await settle(run);
  });
});
