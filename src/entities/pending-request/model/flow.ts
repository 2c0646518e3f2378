import { createEvent, sample } from "effector";
import { toApiError } from "@/shared/api";
import { formatAmount } from "@/shared/lib/format";
import type { MessageRequest } from "@/shared/notify";
import { createMessageEffects } from "@/shared/notify/translated";
import { popupClosed, popupDismissed, popupOpened, type PopupMode } from "@/shared/popup";
import { wentHome } from "@/shared/router";
import { createProfileRefresh } from "@/entities/profile/@x/pending-request";
import { createPendingProcess, requestReference, type RequestType } from "./process";

/**
 * What a deposit and a withdrawal share around their pending request (R-FLOW-6, R-FLOW-7, R-ERR-5):
 * opening refreshes the profile behind the loading indicator (a pending request goes straight
 * to its process popup; a failed read goes home with a message), the process popup opens when
 * a request starts or is restored, and the outcome is a result dialog, then home.
 *
 * `ns` is the feature's dictionary; it must hold `errors.network`, `errors.profile`,
 * `result.success` ({{amount}}), `result.errorTitle`, `result.error` ({{cause}}) and
 * `result.money` (what happened to the money when it failed).
 */
export function createPendingFlow({ type, countdownMs, ns, processPopup }: { type: RequestType; countdownMs: number; ns: string; processPopup: PopupMode }) {
  const process = createPendingProcess({ type, countdownMs });
  const { dialogFx, noticeFx } = createMessageEffects(ns);

  /** The flow sends the player home (the router model navigates). */
  const homeRequested = createEvent();
  sample({ clock: homeRequested, target: wentHome });
  /** The flow is over for now: close the popup and go home. */
  const exited = createEvent();
  sample({ clock: exited, target: [popupClosed, homeRequested] });

  // Opening: refresh the profile behind the full-screen loading indicator.
  const { opened, refreshFx, $ready } = createProfileRefresh();
  sample({
    clock: refreshFx.done,
    source: process.$pending,
    filter: (p) => p !== null,
    fn: () => processPopup,
    target: popupOpened,
  });
  // Failed profile fetch: back to / with a message (R-ERR-7).
  sample({ clock: refreshFx.fail, target: exited });
  sample({
    clock: refreshFx.failData,
    filter: (e) => toApiError(e).kind !== "unauthenticated",
    fn: (e): MessageRequest => ({ tone: "error", key: toApiError(e).kind === "network" ? "errors.network" : "errors.profile" }),
    target: noticeFx,
  });

  // New or restored: the process popup opens; expiry closes it.
  sample({ clock: process.began, fn: () => processPopup, target: popupOpened });
  sample({ clock: [process.expired, process.vanished], fn: () => processPopup, target: popupDismissed });

  // Settled: success with the amount, or the error with the deleted cause; then home.
  sample({
    clock: process.settled,
    fn: ({ completed, pending }): MessageRequest =>
      completed.status === "completed"
        ? // Where the money is now (the bank, or the game credit) and the reference to quote.
          {
            tone: "success",
            key: "result.success",
            values: { amount: formatAmount(completed.amount) },
            detailKey: "result.moneyPaid",
            reference: requestReference(pending),
          }
        : {
            tone: "error",
            titleKey: "result.errorTitle",
            key: "result.error",
            values: { cause: completed.deleted_cause ?? "-" },
            detailKey: "result.money",
            reference: requestReference(pending),
            next: ["support", type],
          },
    target: dialogFx,
  });
  sample({ clock: process.settled, fn: () => processPopup, target: popupDismissed });
  sample({ clock: process.settled, target: homeRequested });

  return { process, dialogFx, noticeFx, homeRequested, exited, opened, refreshFx, $ready };
}
