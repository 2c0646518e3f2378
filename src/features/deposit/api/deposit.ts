import { createEffect } from "effector";
import { acknowledged, fetchClient, unwrap } from "@/shared/api";
import { getRuntimeConfig } from "@/shared/config";
import { readClickId } from "@/entities/attribution";
import { createdRequest } from "@/entities/pending-request";
import { readProfileFx } from "@/entities/profile";

const POSTBACK_TIMEOUT_MS = 2_000;

/** Ad-tracker postback: no token, failures ignored, never waits more than 2 s. */
export const postbackFx = createEffect(async (amount: number) => {
  const clickId = readClickId();
  if (!clickId) return;
  const base = new URL(getRuntimeConfig().postbackUrl, location.origin);
  const url = new URL("/postback", base.origin);
  url.search = new URLSearchParams({ c: clickId, e: "cashdeposit", r: String(amount) }).toString();
  try {
    await fetch(url, { credentials: "omit", signal: AbortSignal.timeout(POSTBACK_TIMEOUT_MS) });
  } catch {
    /* the postback never blocks or fails a deposit */
  }
});

/** Gateway (QR) or bank transfer, chosen by the profile's payment_gateway_status. */
export const createDepositFx = createEffect(async (body: { amount: number; promotion_id: number }) => {
  const gateway = (await readProfileFx()).payment_gateway_status;
  const path = gateway ? "/requests/deposit/payment-gateway" : "/requests/deposit/prepare";
  // Read in full: success: false shows its msg; a 200 without the request's id is a failure.
  return { request: createdRequest(await unwrap(fetchClient.POST(path, { body }))), gateway };
});

/** success: false is a failed cancel with the server's msg (the request stays tracked); any other 200 is done (the contract's Acknowledgement). */
export const cancelDepositFx = createEffect(async ({ id }: { id: number; reason: "manual" | "expired"; reference: string }) => {
  return acknowledged(await unwrap(fetchClient.POST("/requests/deposit/{id}/cancel", { params: { path: { id } } })));
});
