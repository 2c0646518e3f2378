import { allSettled, type EventCallable, type Scope } from "effector";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { Profile } from "@/shared/api";
import { i18n, initI18n } from "@/shared/i18n";
import { contractExample } from "@/shared/api-mock";
import { loggedOut } from "@/entities/session/@x/pending-request";
import type { RequestType } from "./model/process";

const memberProfile: Profile = contractExample("getProfile", "memberWithBank").data;

/**
 * Helpers for model tests of a pending deposit or withdrawal (a separate entry so
 * the app never bundles them). They expect fake timers.
 */
export interface RequestFixture {
  id: number;
  type: RequestType;
  amount: number;
}

/** Call inside a describe: Thai with the feature's dictionary loaded, fake timers from `now`. */
export function setUpProcessTests({ ns, now }: { ns: string; now: string }): void {
  beforeAll(async () => {
    await initI18n("th");
    await i18n.loadNamespaces(ns);
  });
  beforeEach(() => vi.useFakeTimers({ now: new Date(now) }));
  afterEach(() => vi.useRealTimers());
}

/** The profile while the request is pending. */
export const pendingProfile = ({ id, type, amount }: RequestFixture, created_at = "2026-11-22 14:10:00"): Profile => ({
  ...memberProfile,
  pending_request: { id, type, amount, created_at, ref: null, qr_code: null },
  completed_requests: [],
});

/** The profile once the request has finished with `status` (and the deleted cause). */
export const completedProfile = ({ id, type, amount }: RequestFixture, status: string, cause: string | null = null): Profile => ({
  ...memberProfile,
  pending_request: null,
  completed_requests: [{ id, type, status, amount, deleted_cause: cause }],
});

/** A poll handler that answers in turn (the last answer repeats); an Error answer fails the poll. */
export function pollAnswers(answers: Array<Profile | Error>): () => Promise<Profile> {
  const queue = [...answers];
  return async () => {
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (next instanceof Error) throw next;
    return next;
  };
}

/**
 * Fires `unit` without awaiting it (a running poll keeps the run open) and lets what
 * happens at once settle. Wrapped: returning the bare promise would make the caller
 * await the whole run.
 */
export async function startRun<T>(scope: Scope, unit: EventCallable<T>, params?: T): Promise<{ run: Promise<unknown> }> {
  const run = allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(0);
  return { run };
}

/** Ends the process the way a logout does, then waits for the run to finish. */
export async function stopRun(scope: Scope, run: Promise<unknown>): Promise<void> {
  void allSettled(loggedOut, { scope });
  await vi.advanceTimersByTimeAsync(9_000);
  await run;
}
