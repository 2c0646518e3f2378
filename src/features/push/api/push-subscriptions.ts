import { createEffect } from "effector";
import { fetchClient, toApiError } from "@/shared/api";
import type { PushSubscriptionBody } from "@/shared/api/push";

export const saveSubscriptionFx = createEffect(async (body: PushSubscriptionBody) => {
  const { error } = await fetchClient.POST("/customers/push-subscriptions", { body });
  if (error) throw toApiError(error);
});
export const forgetSubscriptionFx = createEffect(async ({ endpoint, token }: { endpoint: string; token?: string | null }) => {
  // At logout the session's token is already gone: the last one is sent explicitly.
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const { error } = await fetchClient.DELETE("/customers/push-subscriptions", { body: { endpoint }, headers });
  if (error) throw toApiError(error);
});
