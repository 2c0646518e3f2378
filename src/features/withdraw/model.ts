import { attach, createEvent, createStore, sample } from "effector";
import { not } from "patronum";
import { $queryClient, fetchClient, toApiError, unwrap, type ApiError, type PendingRequest } from "@/shared/api";
import { WITHDRAW_COUNTDOWN_MS } from "@/shared/config/constants";
import { profileQuery } from "@/entities/profile";
import { createPendingFlow, type PendingRecord } from "@/entities/pending-request";

/**
 * Withdraw (spec sections 2, 4, 8): form → pending request with a 30-minute
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
export const {
  process: withdrawProcess,
  $homeRequests,
  opened: withdrawOpened,
  refreshFx: refreshProfileFx,
  $ready: $profileReady,
} = withdrawFlow;

// ---- submit: POST /requests/withdraw {phone, amount} ----
export const withdrawSubmitted = createEvent<{ amount: number }>();
export const createWithdrawFx = attach({
  source: $queryClient,
  effect: async (queryClient, { amount }: { amount: number }): Promise<{ request: PendingRequest; startedAt: number }> => {
    if (!queryClient) throw new Error("query client missing");
    const { data: profile } = await queryClient.fetchQuery(profileQuery());
    const data = await unwrap(fetchClient.POST("/requests/withdraw", { body: { phone: profile.phone, amount } }));
    return { request: data.data, startedAt: Date.now() };
  },
});
export const $submitError = createStore<ApiError | null>(null, { serialize: "ignore" })
  .on(createWithdrawFx.failData, (_, e) => toApiError(e))
  .reset(withdrawSubmitted, withdrawOpened);

sample({ clock: withdrawSubmitted, filter: not(createWithdrawFx.pending), target: createWithdrawFx });
sample({
  clock: createWithdrawFx.doneData,
  fn: ({ request, startedAt }): PendingRecord => ({ id: request.id, type: "withdraw", amount: request.amount, startedAt }),
  target: withdrawProcess.started,
});

// ---- process: cancel and expiry clear locally ----
export const cancelPressed = createEvent();
export const closePressed = createEvent();
sample({ clock: cancelPressed, target: [withdrawProcess.cleared, withdrawFlow.exited] });
sample({ clock: closePressed, target: withdrawFlow.exited });
