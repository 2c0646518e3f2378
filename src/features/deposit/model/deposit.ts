import { attach, createEffect, createEvent, createStore, sample } from "effector";
import { and, not } from "patronum";
import { toApiError, type ApiError, type PendingRequest } from "@/shared/api";
import { DEPOSIT_COUNTDOWN_MS } from "@/shared/config";
import { safeStorage } from "@/shared/lib/storage";
import { faults } from "@/shared/lib/faults";
import type { MessageRequest } from "@/shared/notify";
import { popupOpened, popupShown } from "@/shared/popup";
import { loggedOut } from "@/entities/session";
import { readFreshProfileFx } from "@/entities/profile";
import { createPendingFlow, requestReference, type PendingRecord } from "@/entities/pending-request";
import { cancelDepositFx, createDepositFx, postbackFx } from "../api/deposit";

/**
 * Deposit (R-DEP-1 to R-DEP-3, R-FLOW-6, R-ERR-5): reminder → form → pending request with a
 * 15-minute countdown and a 10-second profile poll → result dialog.
 * Opening, the process popup, result dialogs and going home are shared with withdrawals.
 */
export const depositFlow = createPendingFlow({
  type: "deposit",
  countdownMs: DEPOSIT_COUNTDOWN_MS,
  ns: "deposit",
  processPopup: "DepositProcess",
});
export const { process: depositProcess, $ready: $profileReady } = depositFlow;
const { dialogFx, noticeFx } = depositFlow;
export const { opened: depositOpened } = depositFlow;
/** A deposit of this player completed (credited): the app may then offer notifications (docs/product-decisions.md). */
export const depositCompleted = depositFlow.process.settled.filterMap(({ completed }) => (completed.status === "completed" ? completed.amount : undefined));

// The reminder on screen refreshes the profile first (a bank is required, then the reminder).
sample({ clock: popupShown, filter: (mode) => mode === "DepositReminder", target: depositOpened });
export const reminderConfirmed = createEvent();
sample({ clock: reminderConfirmed, fn: () => "Deposit" as const, target: popupOpened });

// ---- promotion: the chosen id (the profile holds the promotion itself) ----
/** The deposit's `promotion_id` for "no promotion" (contract extension): none offered, or declined. */
export const NO_PROMOTION = 0;
export const promotionPickerOpened = createEvent();
export const promotionSelected = createEvent<number>();
/** "ไม่รับโปรโมชั่น": an explicit choice, sent as promotion_id 0. */
export const promotionDeclined = createEvent();
export const promotionCleared = createEvent();
export const promotionPickerClosed = createEvent();
/** null: not chosen yet (required when any is offered); 0: declined; else the promotion's id. */
export const $selectedPromotionId = createStore<number | null>(null)
  .on(promotionSelected, (_, id) => id)
  .on(promotionDeclined, () => NO_PROMOTION)
  .reset(promotionCleared, loggedOut);
sample({ clock: promotionPickerOpened, fn: () => "Promotion" as const, target: popupOpened });
sample({ clock: [promotionSelected, promotionPickerClosed], fn: () => "Deposit" as const, target: popupOpened });
// Declining from the picker returns to the form too (the form's own decline button stays there).
export const promotionDeclinedInPicker = createEvent();
sample({ clock: promotionDeclinedInPicker, target: promotionDeclined });
sample({ clock: promotionDeclinedInPicker, fn: () => "Deposit" as const, target: popupOpened });

// ---- submit: the form's values, checked by its schema (schema.ts) ----
export interface DepositForm {
  amount: number;
  promotion_id: number;
}
export const depositSubmitted = createEvent<DepositForm>();
/** The typed amount survives the trip to the promotion picker and back. */
export const amountDraftChanged = createEvent<string>();
export const $amountDraft = createStore("").on(amountDraftChanged, (_, v) => v);

/** The profile as the server has it now: a deposit whose create went unanswered may be there. */
export const recheckFx = attach({ effect: readFreshProfileFx });

export const submitDepositFx = createEffect(
  async ({
    recheck,
    ...body
  }: {
    amount: number;
    promotion_id: number;
    /** The last create's fate is unknown: resume the server's pending deposit instead of creating another. */
    recheck: boolean;
  }): Promise<{ request: PendingRequest; gateway: boolean; startedAt: number }> => {
    if (recheck) {
      const profile = await recheckFx();
      const pending = profile.pending_request;
      if (pending?.type === "deposit") return { request: pending, gateway: profile.payment_gateway_status, startedAt: Date.now() };
    }
    await postbackFx(body.amount);
    const created = await createDepositFx(body);
    return { ...created, startedAt: Date.now() };
  },
);

export const $submitError = createStore<ApiError | null>(null, { serialize: "ignore" })
  .on(submitDepositFx.failData, (_, e) => toApiError(e))
  .reset(depositSubmitted, depositOpened, reminderConfirmed);

/**
 * The last create may have reached the server (timed out, failed as a whole, answered without the
 * request): until a deposit starts, every submit asks the server first, so no second one is made.
 */
export const $createOutcomeUnknown = createStore(false)
  .on(submitDepositFx.failData, (_, e) => toApiError(e).outcomeUnknown)
  .reset(depositProcess.began, loggedOut);
/** Such a create is also a fault for the field reports (docs/field-reports.md), when the site collects them. */
export const noteUnknownOutcomeFx = createEffect((error: unknown) => void faults.push(["unknown-outcome", "deposit", error]));
sample({ clock: submitDepositFx.failData, filter: (e) => toApiError(e).outcomeUnknown, target: noteUnknownOutcomeFx });

sample({
  clock: depositSubmitted,
  source: $createOutcomeUnknown,
  // Nothing new while a submit is on its way or a request is already being tracked.
  filter: and(not(submitDepositFx.pending), not(depositProcess.$active)),
  fn: (recheck, form) => ({ amount: form.amount, promotion_id: form.promotion_id, recheck }),
  target: submitDepositFx,
});
sample({
  clock: submitDepositFx.doneData,
  fn: ({ request, gateway, startedAt }): PendingRecord => ({
    id: request.id,
    type: "deposit",
    amount: request.amount,
    ref: request.ref ?? null,
    qr_code: request.qr_code ?? null,
    gateway,
    startedAt,
  }),
  target: depositProcess.started,
});

// ---- process actions ----
export const confirmPressed = createEvent();
export const cancelPressed = createEvent();

sample({ clock: confirmPressed, target: [depositProcess.checkNow, depositFlow.exited] });

export const $cancelling = cancelDepositFx.pending;

// One cancel at a time: taps while one is on its way are ignored.
sample({
  clock: cancelPressed,
  source: { pending: depositProcess.$pending, busy: cancelDepositFx.pending },
  filter: ({ pending, busy }) => pending !== null && !busy,
  fn: ({ pending }) => ({ id: pending!.id, reason: "manual" as const, reference: requestReference(pending!) }),
  target: cancelDepositFx,
});
// Only a deposit the server still shows as pending is cancelled at the end (the process asks first).
sample({
  clock: depositProcess.expired,
  filter: not(cancelDepositFx.pending),
  fn: (p) => ({ id: p.id, reason: "expired" as const, reference: requestReference(p) }),
  target: cancelDepositFx,
});
/** Ended without credit: what happened to the money, the reference, support or deposit again. */
const ended = (reference: string): MessageRequest => ({
  tone: "warning",
  key: "process.ended",
  detailKey: "result.money",
  reference,
  next: ["support", "deposit"],
});
// Gone from the server without a result: nothing to cancel; the player learns it has ended.
sample({ clock: depositProcess.vanished, fn: (p) => ended(requestReference(p)), target: dialogFx });

const cancelled = cancelDepositFx.done;
sample({ clock: cancelled, filter: ({ params }) => params.reason === "manual", target: [depositProcess.cleared, depositFlow.exited] });
sample({
  clock: cancelled,
  fn: ({ params }): MessageRequest => (params.reason === "expired" ? ended(params.reference) : { tone: "info", key: "process.cancelled" }),
  target: dialogFx,
});
// Cancel failure: 'deposit transaction timed out' or the first server error.
sample({
  clock: cancelDepositFx.fail,
  filter: ({ error }) => toApiError(error).kind !== "unauthenticated",
  fn: ({ error, params }): MessageRequest => {
    const apiError = toApiError(error);
    const first = apiError.messages[0] ?? Object.values(apiError.fieldErrors)[0];
    // The request stays tracked: the money is still on its way either way.
    const next = { detailKey: "process.cancelFailedMoney", reference: params.reference, next: ["support" as const] };
    return first ? { tone: "error", raw: first, ...next } : { tone: "error", key: "process.timedOut", ...next };
  },
  target: dialogFx,
});

// Settled: the flow shows the result and goes home; the chosen promotion is used up.
sample({ clock: depositProcess.settled, target: promotionCleared });
$amountDraft.reset(depositProcess.began, loggedOut);

// ---- the slip: the QR area as a PNG that survives a reload ----
const SLIP_PREFIX = "lobby.slip.";
const SLIPS_KEPT = 3;
const pad = (n: number) => String(n).padStart(2, "0");
function slipStamp(d: Date): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}_${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}
export function readSlipImage(stamp: string | null): string | null {
  if (!stamp || !/^\d{8}_\d{6}$/.test(stamp)) return null;
  const v = safeStorage.get(SLIP_PREFIX + stamp);
  return v && v.startsWith("data:image/png") ? v : null;
}
function storeSlipImage(stamp: string, dataUrl: string): void {
  try {
    const old = Object.keys(localStorage)
      .filter((k) => k.startsWith(SLIP_PREFIX))
      .sort();
    for (const k of old.slice(0, Math.max(0, old.length - (SLIPS_KEPT - 1)))) localStorage.removeItem(k);
  } catch {
    /* storage unavailable */
  }
  safeStorage.set(SLIP_PREFIX + stamp, dataUrl);
}
export const saveSlipFx = createEffect(async (node: HTMLElement): Promise<string> => {
  const { default: html2canvas } = await import("html2canvas");
  const canvas = await html2canvas(node, {
    backgroundColor: "#ffffff",
    scale: 2,
    useCORS: true,
    logging: false,
    // Do not wait long for images elsewhere on the page.
    imageTimeout: 3_000,
    // Clone only the QR area and its ancestors (and everything in <head> for the styles):
    // cloning the whole lobby made the capture take many seconds on phones.
    ignoreElements: (el) => el.ownerDocument.body.contains(el) && !(el.contains(node) || node.contains(el)),
  });
  const stamp = slipStamp(new Date());
  storeSlipImage(stamp, canvas.toDataURL("image/png"));
  if (!readSlipImage(stamp)) throw new Error("slip not stored");
  return stamp;
});
sample({ clock: saveSlipFx.fail, fn: (): MessageRequest => ({ tone: "error", key: "process.slipFailed" }), target: noticeFx });
