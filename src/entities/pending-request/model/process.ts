import { attach, combine, createEffect, createEvent, createStore, sample } from "effector";
import { and, interval, not } from "patronum";
import { acceptAnswer, ApiError, toApiError, type CompletedRequest, type PendingRequest } from "@/shared/api";
import { PENDING_POLL_MS } from "@/shared/config";
import { safeStorage } from "@/shared/lib/storage";
import { $pageVisible, pageHidden, pageShown } from "@/shared/visibility";
import { loggedOut, PENDING_KEY } from "@/entities/session/@x/pending-request";
import { findCompleted, readFreshProfileFx, readProfileFx } from "@/entities/profile/@x/pending-request";

/** localStorage key (the session's, which clears it on logout). */
export { PENDING_KEY };

export type RequestType = "deposit" | "withdraw";

/** What survives a reload: the request and when this device started its countdown. */
export interface PendingRecord {
  id: number;
  type: RequestType;
  amount: number;
  /** Local time (ms) the countdown started: the submit, or the first sight of a request made elsewhere. */
  startedAt: number;
  ref?: string | null;
  qr_code?: string | null;
  /** Payment gateway (QR) deposit rather than a bank transfer. */
  gateway?: boolean;
}

const isRecord = (v: unknown): v is PendingRecord => {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.id === "number" &&
    (r.type === "deposit" || r.type === "withdraw") &&
    typeof r.amount === "number" &&
    typeof r.startedAt === "number" &&
    Number.isFinite(r.startedAt)
  );
};

/** A create answer's request is usable: a positive integer id and a finite amount. */
function isCreatedRequest(request: unknown): request is PendingRequest {
  if (typeof request !== "object" || request === null) return false;
  const r = request as Record<string, unknown>;
  return typeof r.id === "number" && Number.isInteger(r.id) && r.id > 0 && typeof r.amount === "number" && Number.isFinite(r.amount);
}

/**
 * A deposit or withdraw create answer read in full: `success: false` fails with its `msg`, an
 * answer without a usable request fails as incomplete; otherwise the created request.
 */
export function createdRequest(answer: { success?: boolean; msg?: string; data?: unknown }): PendingRequest {
  const { data } = acceptAnswer(answer);
  if (!isCreatedRequest(data)) throw new ApiError("incomplete", 200, {}, []);
  return data;
}

/** What the player quotes to support: the server's reference, or the request's number. */
export function requestReference(p: Pick<PendingRecord, "id" | "ref">): string {
  return p.ref || `#${p.id}`;
}

function readPendingRecord(): PendingRecord | null {
  const v = safeStorage.getJson<unknown>(PENDING_KEY);
  return isRecord(v) ? v : null;
}

export interface Settlement {
  pending: PendingRecord;
  completed: CompletedRequest;
}

/**
 * One pending deposit or withdrawal (R-FLOW-6, R-FLOW-7): a countdown from the local
 * submit time, a profile poll every 10 s that watches completed_requests for the
 * pending id, persistence across reloads, and exactly one poller at a time.
 * Polling pauses while the tab is hidden and checks at once when it shows again.
 */
export function createPendingProcess({ type, countdownMs }: { type: RequestType; countdownMs: number }) {
  const started = createEvent<PendingRecord>();
  const cleared = createEvent();
  const checkNow = createEvent();
  const retryPoll = createEvent();
  const restoreRequested = createEvent();
  const settled = createEvent<Settlement>();
  /** Time is up and the server still shows the request pending (or could not be asked). */
  const expired = createEvent<PendingRecord>();
  /** Time is up and the server shows the request neither pending nor finished. */
  const vanished = createEvent<PendingRecord>();
  const finished = createEvent();

  const pollStarted = createEvent();
  const pollStopped = createEvent();
  const clockStarted = createEvent();
  const clockStopped = createEvent();

  const pollFx = attach({ effect: readFreshProfileFx });
  // On start the app is loading the profile anyway: join that fetch (or use a fresh answer) rather
  // than sending another; the deposit and withdraw restores share it too.
  const restoreFx = createEffect(async () => ({ stored: readPendingRecord(), profile: await readProfileFx(), now: Date.now() }));
  const nowFx = createEffect(() => Date.now());
  const persistFx = createEffect((r: PendingRecord) => safeStorage.setJson(PENDING_KEY, r));
  const forgetFx = createEffect(() => {
    if (readPendingRecord()?.type === type) safeStorage.remove(PENDING_KEY);
  });

  const $pending = createStore<PendingRecord | null>(null);
  const $now = createStore(0);
  const $pollError = createStore<ApiError | null>(null, { serialize: "ignore" });
  /** The countdown has ended and the server is being asked before anything expires. */
  const $expiring = createStore(false);
  const $active = $pending.map((p) => p !== null);
  const $remainingMs = combine($pending, $now, (p, now) => (p ? Math.max(0, p.startedAt + countdownMs - now) : 0));

  const { tick: pollTick } = interval({ timeout: PENDING_POLL_MS, start: pollStarted, stop: pollStopped });
  const { tick: clockTick } = interval({ timeout: 1_000, start: clockStarted, stop: clockStopped });

  // Start: only one request at a time.
  const began = sample({ clock: started, source: $pending, filter: (cur) => cur === null, fn: (_, r) => r });
  sample({ clock: began, target: [$pending, persistFx, nowFx] });
  $pollError.reset(began, retryPoll, finished);
  sample({ clock: began, filter: $pageVisible, target: [pollStarted, clockStarted] });

  // The clock: remaining time and expiry.
  sample({ clock: clockTick, target: nowFx });
  sample({ clock: nowFx.doneData, target: $now });
  const timeUp = sample({
    clock: $now,
    source: { pending: $pending, expiring: $expiring },
    filter: ({ pending, expiring }, now) => !expiring && pending !== null && now >= pending.startedAt + countdownMs,
  });
  // The server's truth before the timer: at the end (also on the tab's return or the app's start
  // after it), ask once more; a request the server finished gets its result, not a cancel.
  $expiring.on(timeUp, () => true).reset(finished);
  sample({ clock: timeUp, target: [clockStopped, pollStopped] });
  sample({ clock: timeUp, filter: not(pollFx.pending), target: pollFx });

  // The poll: one request in flight at most.
  sample({ clock: [pollTick, checkNow], filter: and($active, not(pollFx.pending)), target: pollFx });
  const match = sample({
    clock: pollFx.doneData,
    source: $pending,
    filter: (p: PendingRecord | null): p is PendingRecord => p !== null,
    fn: (pending, profile) => ({
      pending,
      completed: findCompleted(profile, pending.id, pending.type),
      stillPending: profile.pending_request?.id === pending.id && profile.pending_request.type === pending.type,
    }),
  });
  const done = sample({
    clock: match,
    filter: (m) => m.completed !== null,
    fn: (m): Settlement => ({ pending: m.pending, completed: m.completed! }),
  });
  sample({ clock: done, target: [finished, settled] });
  // A reference the server gives later (the create answered without one) replaces the id on screen.
  sample({
    clock: pollFx.doneData,
    source: $pending,
    filter: (p, profile) =>
      p !== null &&
      profile.pending_request?.id === p.id &&
      profile.pending_request.type === p.type &&
      Boolean(profile.pending_request.ref) &&
      profile.pending_request.ref !== p.ref,
    fn: (p, profile): PendingRecord => ({ ...p!, ref: profile.pending_request!.ref! }),
    target: [$pending, persistFx],
  });
  const unsettledAtEnd = sample({ clock: match, source: $expiring, filter: (expiring, m) => expiring && m.completed === null, fn: (_, m) => m });
  sample({ clock: unsettledAtEnd, filter: (m) => m.stillPending, fn: (m) => m.pending, target: [finished, expired] });
  sample({ clock: unsettledAtEnd, filter: (m) => !m.stillPending, fn: (m) => m.pending, target: [finished, vanished] });

  const pollError = pollFx.failData.map(toApiError);
  // 401 ends the session (the API client logs out); stop everything.
  sample({ clock: pollError, filter: (e) => e.kind === "unauthenticated", target: finished });
  // Any other failure stops the poll and waits for the player's retry; the countdown goes on.
  const pollBroke = sample({ clock: pollError, filter: (e) => e.kind !== "unauthenticated" });
  sample({ clock: pollBroke, filter: $active, target: $pollError });
  sample({ clock: pollBroke, target: pollStopped });
  // The server cannot be asked at the end: the timer decides (a deposit's cancel call is then the
  // question; a server that already finished it refuses the cancel).
  sample({
    clock: pollBroke,
    source: { pending: $pending, expiring: $expiring },
    filter: ({ pending, expiring }) => expiring && pending !== null,
    fn: ({ pending }) => pending!,
    target: [finished, expired],
  });
  sample({ clock: retryPoll, filter: and($active, $pageVisible), target: [pollStarted, checkNow] });

  // Hidden tab: pause both timers; visible again: resume and check at once.
  sample({ clock: pageHidden, target: [pollStopped, clockStopped] });
  sample({ clock: pageShown, filter: $active, target: [clockStarted, nowFx] });
  sample({ clock: pageShown, filter: and($active, not($pollError.map(Boolean))), target: [pollStarted, checkNow] });

  // Stop: settled, expired, cleared by the feature, or logout.
  sample({ clock: [cleared, loggedOut], target: finished });
  sample({ clock: finished, target: [pollStopped, clockStopped] });
  sample({ clock: finished, target: forgetFx });
  $pending.reset(finished);

  // Restore after a reload: the server's pending request of this type wins; the local
  // record supplies the original start time when it is the same request.
  sample({ clock: restoreRequested, filter: and(not($active), not(restoreFx.pending)), target: restoreFx });
  sample({
    clock: restoreFx.doneData,
    filter: ({ profile }) => profile.pending_request?.type === type,
    fn: ({ stored, profile, now }): PendingRecord => {
      const pr = profile.pending_request!;
      const same = stored !== null && stored.id === pr.id && stored.type === pr.type;
      return {
        id: pr.id,
        type,
        amount: pr.amount,
        ref: pr.ref ?? null,
        qr_code: pr.qr_code ?? null,
        gateway: profile.payment_gateway_status,
        // A request made on another device (or after storage was cleared) gets a full
        // countdown here: the server clock may differ from this device's.
        startedAt: same && stored.startedAt <= now ? stored.startedAt : now,
      };
    },
    target: started,
  });
  // The request finished while the app was closed: report it once, then forget it.
  const finishedAway = sample({
    clock: restoreFx.doneData,
    filter: ({ stored, profile }) => profile.pending_request?.type !== type && stored?.type === type,
    fn: ({ stored, profile }) => ({ pending: stored!, completed: findCompleted(profile, stored!.id, type) }),
  });
  sample({ clock: finishedAway, filter: (m): m is Settlement => m.completed !== null, target: settled });
  sample({ clock: finishedAway, target: forgetFx });

  return {
    started,
    cleared,
    checkNow,
    retryPoll,
    restoreRequested,
    settled,
    expired,
    vanished,
    began,
    $pending,
    $remainingMs,
    $pollError,
    $expiring,
    $active,
    pollFx,
    restoreFx,
    nowFx,
    persistFx,
    forgetFx,
  };
}

export type PendingProcessModel = ReturnType<typeof createPendingProcess>;
