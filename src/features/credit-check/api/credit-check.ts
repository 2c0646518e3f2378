import { createEffect } from "effector";
import { fetchClient, unwrap } from "@/shared/api";
import { readProfileFx } from "@/entities/profile";

/** Asks the server to read the member's credit from the game (the phone is the cached profile's). */
export const checkCreditFx = createEffect(async () => {
  const { phone } = await readProfileFx();
  return unwrap(fetchClient.GET("/customers/check-credit", { params: { query: { phone } } }));
});

export const checkTurnoverFx = createEffect(async () => {
  const { phone } = await readProfileFx();
  return unwrap(fetchClient.GET("/customers/check-turnover", { params: { query: { phone } } }));
});
