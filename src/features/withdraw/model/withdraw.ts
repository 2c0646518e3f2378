import { attach, createEffect, createEvent, createStore, sample } from "effector";
import { and, not } from "patronum";
import { toApiError, type ApiError, type PendingRequest } from "@/shared/api";
import { WITHDRAW_COUNTDOWN_MS } from "@/shared/config";
import { faults } from "@/shared/lib/faults";
import { popupShown } from "@/shared/popup";
import { loggedOut } from "@/entities/session";
import { readFreshProfileFx } from "@/entities/profile";
import type { MessageRequest } from "@/shared/notify";
import { createPendingFlow, requestReference, type PendingRecord } from "@/entities/pending-request";
import { createWithdrawFx } from "../api/withdraw";

/**
 * Withdraw (R-WD-1, R-FLOW-7, R-ERR-5): form → pending request with a 30-minute
 * countdown and a 10-second poll → result dialog. Expiry and cancel only clear
 * the request locally: there is no cancel call for withdrawals.
 *
 * Opening, the process popup, result dialogs and going home are shared with deposits.
 */
export const withdrawFlow = createPendingFlow({
  type: "withdraw",
  countdownMs: WITHDRAW_COUNTDOWN_MS,
  ns: "withdraw",
  processPopup: "WithdrawProcess",
});
export const { process: withdrawProcess, opened: withdrawOpened, $ready: $profileReady } = withdrawFlow;
const { dialogFx } = withdrawFlow;
// The form on screen refreshes the profile first (the credit and bank it shows).
sample({ clock: popupShown, filter: (mode) => mode === "Withdraw", target: withdrawOpened });

// ---- submit: POST /requests/withdraw {phone, amount} ----
export const withdrawSubmitted = createEvent<{ amount: number }>();
/** The profile as the server has it now: a withdrawal whose create went unanswered may be there. */
export const recheckFx = attach({ effect: readFreshProfileFx });

/** `recheck`: the last create's fate is unknown, so the server's pending withdrawal is resumed instead. */
export const submitWithdrawFx = createEffect(
  async ({ amount, recheck }: { amount: number; recheck: boolean }): Promise<{ request: PendingRequest; startedAt: number }> => {
    if (recheck) {
      const pending = (await recheckFx()).pending_request;
      if (pending?.type === "withdraw") return { request: pending, startedAt: Date.now() };
    }
    return createWithdrawFx({ amount });
  },
);
export const $submitError = createStore<ApiError | null>(null, { serialize: "ignore" })
  .on(submitWithdrawFx.failData, (_, e) => toApiError(e))
  .reset(withdrawSubmitted, withdrawOpened);

/** The last create may have reached the server: until a withdrawal starts, each submit asks first. */
const $createOutcomeUnknown = createStore(false)
  .on(submitWithdrawFx.failData, (_, e) => toApiError(e).outcomeUnknown)
  .reset(withdrawProcess.began, loggedOut);
/** Such a create is also a fault for the field reports (docs/field-reports.md), when the site collects them. */
const noteUnknownOutcomeFx = createEffect((error: unknown) => void faults.push(["unknown-outcome", "withdraw", error]));
sample({ clock: submitWithdrawFx.failData, filter: (e) => toApiError(e).outcomeUnknown, target: noteUnknownOutcomeFx });

sample({
  clock: withdrawSubmitted,
  source: $createOutcomeUnknown,
  // Nothing new while a submit is on its way or a request is already being tracked.
  filter: and(not(submitWithdrawFx.pending), not(withdrawProcess.$active)),
  fn: (recheck, { amount }) => ({ amount, recheck }),
  target: submitWithdrawFx,
});
sample({
  clock: submitWithdrawFx.doneData,
  // The server's reference (`ref`) comes along: it is what the popups, dialogs and the LINE message show.
  fn: ({ request, startedAt }): PendingRecord => ({ id: request.id, type: "withdraw", amount: request.amount, ref: request.ref ?? null, startedAt }),
  target: withdrawProcess.started,
});

// ---- process: cancel and expiry clear locally ----
export const cancelPressed = createEvent();
export const closePressed = createEvent();
sample({ clock: cancelPressed, target: [withdrawProcess.cleared, withdrawFlow.exited] });
sample({ clock: closePressed, target: withdrawFlow.exited });

// Time is up without a result: the withdrawal is not cancelled (no such call); the player learns
// that, with the reference and support (the spec closes the popup silently).
sample({
  clock: withdrawProcess.expired,
  fn: (p): MessageRequest => ({
    tone: "warning",
    titleKey: "process.expiredTitle",
    key: "process.expired",
    detailKey: "process.expiredMoney",
    reference: requestReference(p),
    next: ["support"],
  }),
  target: dialogFx,
});
