import { attach, createEffect, createEvent, createStore, sample } from "effector";
import { not } from "patronum";
import { $queryClient, fetchClient, toApiError, unwrap, type ApiError, type PendingRequest } from "@/shared/api";
import { WITHDRAW_COUNTDOWN_MS } from "@/shared/config/constants";
import { currentLocale, i18n } from "@/shared/i18n";
import { formatAmount } from "@/shared/lib/format";
import { dialogShown, notified, type DialogContent, type NoticeType } from "@/shared/notify";
import { popupClosed, popupDismissed, popupOpened } from "@/shared/popup";
import { createProfileRefresh, profileQuery } from "@/entities/profile";
import { createPendingProcess, type PendingRecord } from "@/entities/pending-request";

/**
 * Withdraw (spec sections 2, 4, 8): form → pending request with a 30-minute
 * countdown and a 10-second poll → result dialog. Expiry and cancel only clear
 * the request locally: there is no cancel call for withdrawals.
 */
const NS = "withdraw";

export const withdrawProcess = createPendingProcess({ type: "withdraw", countdownMs: WITHDRAW_COUNTDOWN_MS });

interface MessageRequest {
  tone: NoticeType;
  key: string;
  values?: Record<string, unknown>;
  titleKey?: string;
}
async function translate(key: string, values?: Record<string, unknown>): Promise<string> {
  if (i18n.isInitialized) await i18n.loadNamespaces(NS);
  return i18n.t(key, { ns: NS, ...values });
}
export const dialogFx = createEffect(async (m: MessageRequest): Promise<DialogContent> => {
  const message = await translate(m.key, m.values);
  const title = m.titleKey ? await translate(m.titleKey) : undefined;
  return title ? { tone: m.tone, title, message } : { tone: m.tone, message };
});
export const noticeFx = createEffect(async (m: MessageRequest) => ({ type: m.tone, message: await translate(m.key, m.values) }));
sample({ clock: dialogFx.doneData, target: dialogShown });
sample({ clock: noticeFx.doneData, target: notified });

export const homeRequested = createEvent();
export const $homeRequests = createStore(0).on(homeRequested, (n) => n + 1);

// ---- opening: refresh the profile behind the loading indicator ----
export const { opened: withdrawOpened, refreshFx: refreshProfileFx, $ready: $profileReady } = createProfileRefresh();
sample({
  clock: refreshProfileFx.done,
  source: withdrawProcess.$pending,
  filter: (p) => p !== null,
  fn: () => "WithdrawProcess" as const,
  target: popupOpened,
});
sample({ clock: refreshProfileFx.fail, target: [popupClosed, homeRequested] });
sample({
  clock: refreshProfileFx.failData,
  filter: (e) => toApiError(e).kind !== "unauthenticated",
  fn: (e): MessageRequest => ({ tone: "error", key: toApiError(e).kind === "network" ? "errors.network" : "errors.profile" }),
  target: noticeFx,
});

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
sample({ clock: withdrawProcess.began, fn: () => "WithdrawProcess" as const, target: popupOpened });

// ---- process: cancel and expiry clear locally ----
export const cancelPressed = createEvent();
export const closePressed = createEvent();
sample({ clock: cancelPressed, target: [withdrawProcess.cleared, popupClosed, homeRequested] });
sample({ clock: closePressed, target: [popupClosed, homeRequested] });
sample({ clock: withdrawProcess.expired, fn: () => "WithdrawProcess" as const, target: popupDismissed });

sample({
  clock: withdrawProcess.settled,
  fn: ({ completed }): MessageRequest =>
    completed.status === "completed"
      ? { tone: "success", key: "result.success", values: { amount: formatAmount(completed.amount, currentLocale()) } }
      : { tone: "error", titleKey: "result.errorTitle", key: "result.error", values: { cause: completed.deleted_cause ?? "-" } },
  target: dialogFx,
});
sample({ clock: withdrawProcess.settled, fn: () => "WithdrawProcess" as const, target: popupDismissed });
sample({ clock: withdrawProcess.settled, target: homeRequested });
