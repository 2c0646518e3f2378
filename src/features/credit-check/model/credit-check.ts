import { attach, createEvent, createStore, sample } from "effector";
import { and, interval, not } from "patronum";
import { toApiError } from "@/shared/api";
import { CREDIT_POLL_MAX_UNFINISHED, CREDIT_POLL_MS } from "@/shared/config";
import type { MessageRequest } from "@/shared/notify";
import { createMessageEffects } from "@/shared/notify/translated";
import { $pageVisible, pageHidden, pageShown } from "@/shared/visibility";
import { loggedOut } from "@/entities/session";
import { readFreshProfileFx } from "@/entities/profile";
import { checkCreditFx, checkTurnoverFx } from "../api/credit-check";

/**
 * Credit check (R-FLOW-4, R-ERR-1, R-ERR-2, R-LIM-1): check-credit, then a profile poll every
 * 5 s until credit_checking is 0, then check-turnover (which may start another
 * round). Three unfinished polls end the check with the timeout notice.
 */
const NS = "credit-check";
/** The timeout notice names the attempt limit: the third unfinished poll stops. */
const CREDIT_POLL_LIMIT = CREDIT_POLL_MAX_UNFINISHED + 1;

export const creditCheckRequested = createEvent();

const pollStarted = createEvent();
const pollStopped = createEvent();
const roundStarted = createEvent();
const finished = createEvent();
const roundEnded = createEvent();

/** staleTime 0: the poll always asks the server and refreshes the one cached profile. */
export const pollProfileFx = attach({ effect: readFreshProfileFx });

const { noticeFx } = createMessageEffects(NS);

/** True from the tap until the check (and any turnover round) ends. */
export const $checking = createStore(false);
/** A poll round is under way (it may be paused while the tab is hidden). */
export const $polling = createStore(false);
export const $unfinishedPolls = createStore(0);

// Tap: one check at a time.
sample({ clock: creditCheckRequested, filter: not($checking), target: checkCreditFx });
$checking.on(checkCreditFx, () => true).reset(finished);

sample({ clock: checkCreditFx.doneData, filter: (r) => r.credit_success, target: roundStarted });
sample({ clock: checkCreditFx.doneData, filter: (r) => !r.credit_success, target: finished });
sample({
  clock: checkCreditFx.doneData,
  filter: (r) => !r.credit_success && Boolean(r.msg),
  fn: (r): MessageRequest => ({ tone: "warning", raw: r.msg }),
  target: noticeFx,
});
// A failed check call resets the state.
const checkFailed = checkCreditFx.failData.map(toApiError);
sample({ clock: checkFailed, target: finished });
sample({
  clock: checkFailed,
  filter: (e) => e.kind !== "unauthenticated",
  fn: (e): MessageRequest => (e.messages[0] ? { tone: "error", raw: e.messages[0] } : { tone: "error", key: e.kind === "network" ? "network" : "failed" }),
  target: noticeFx,
});

// A poll round: every 5 s while the tab is visible.
$polling.on(roundStarted, () => true).reset(finished, roundEnded);
$unfinishedPolls.reset(roundStarted, finished);
sample({ clock: roundStarted, filter: $pageVisible, target: pollStarted });
const { tick } = interval({ timeout: CREDIT_POLL_MS, start: pollStarted, stop: pollStopped });
sample({ clock: tick, filter: not(pollProfileFx.pending), target: pollProfileFx });

const creditDone = sample({ clock: pollProfileFx.doneData, filter: $polling, fn: (p) => p.credit_checking === 0 });
// Done: the cache already holds games[0].credit; stop, then the turnover check, whose answer says
// how the check ended in one toast (done, the server's refusal, another round, or the failure).
sample({ clock: creditDone, filter: (done) => done, target: [pollStopped, roundEnded, checkTurnoverFx] });
$unfinishedPolls.on(sample({ clock: creditDone, filter: (done) => !done }), (n) => n + 1);
const timedOut = sample({ clock: $unfinishedPolls, filter: (n) => n > CREDIT_POLL_MAX_UNFINISHED });
sample({ clock: timedOut, target: [pollStopped, finished] });
sample({
  clock: timedOut,
  fn: (): MessageRequest => ({ tone: "error", key: "timeout", values: { count: CREDIT_POLL_LIMIT } }),
  target: noticeFx,
});

// A failed poll: 401 stops quietly (the session ends); anything else stops with a message.
const pollFailed = pollProfileFx.failData.map(toApiError);
sample({ clock: pollFailed, target: [pollStopped, finished] });
sample({
  clock: pollFailed,
  filter: (e) => e.kind !== "unauthenticated",
  fn: (e): MessageRequest => ({ tone: "error", key: e.kind === "network" ? "network" : "failed" }),
  target: noticeFx,
});

// Turnover: a warning when refused; another round when the server started one.
sample({
  clock: checkTurnoverFx.doneData,
  filter: (r) => !r.success,
  fn: (r): MessageRequest => ({ tone: "warning", raw: r.msg }),
  target: noticeFx,
});
sample({ clock: checkTurnoverFx.doneData, filter: (r) => r.credit_success, target: roundStarted });
sample({
  clock: checkTurnoverFx.doneData,
  filter: (r) => r.credit_success,
  fn: (): MessageRequest => ({ tone: "info", key: "checking" }),
  target: noticeFx,
});
sample({
  clock: checkTurnoverFx.doneData,
  filter: (r) => r.success && !r.credit_success,
  fn: (): MessageRequest => ({ tone: "success", key: "done" }),
  target: noticeFx,
});
sample({ clock: checkTurnoverFx.doneData, filter: (r) => !r.credit_success, target: finished });
sample({ clock: checkTurnoverFx.fail, target: finished });
// A failed turnover call says so (a 401 ends the session, which says why itself).
sample({
  clock: checkTurnoverFx.failData.map(toApiError),
  filter: (e) => e.kind !== "unauthenticated",
  fn: (e): MessageRequest => (e.messages[0] ? { tone: "error", raw: e.messages[0] } : { tone: "error", key: e.kind === "network" ? "network" : "failed" }),
  target: noticeFx,
});

// Hidden tab: pause; visible again: poll at once and resume.
sample({ clock: pageHidden, filter: $polling, target: pollStopped });
const resumed = sample({ clock: pageShown, filter: and($polling, not(pollProfileFx.pending)) });
sample({ clock: resumed, target: [pollProfileFx, pollStarted] });

// Logout: nothing keeps polling.
sample({ clock: loggedOut, target: [pollStopped, finished] });
