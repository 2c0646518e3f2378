import { createEffect } from "effector";
import { fetchClient, unwrap, type PendingRequest } from "@/shared/api";
import { createdRequest } from "@/entities/pending-request";
import { readProfileFx } from "@/entities/profile";

/** POST /requests/withdraw {phone, amount}: the phone is the cached profile's. */
export const createWithdrawFx = createEffect(async ({ amount }: { amount: number }): Promise<{ request: PendingRequest; startedAt: number }> => {
  const { phone } = await readProfileFx();
  // Read in full: success: false shows its msg; a 200 without the request's id is a failure.
  const request = createdRequest(await unwrap(fetchClient.POST("/requests/withdraw", { body: { phone, amount } })));
  return { request, startedAt: Date.now() };
});
