import { createEffect } from "effector";
import { ApiError, fetchClient, unwrap, type ResetOtpBody, type ResetPasswordBody, type ResetStartBody } from "@/shared/api";

/** 2xx body, or the normalised error; `success: false` counts as a failure with its msg. */
async function call<T>(request: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const data = await unwrap(request);
  const body = data as { success?: unknown; msg?: unknown };
  if (body.success === false) throw new ApiError("http", 200, {}, typeof body.msg === "string" && body.msg ? [body.msg] : []);
  return data;
}

export const startResetFx = createEffect((body: ResetStartBody) => call(fetchClient.POST("/reset-password/start", { body })));
export const confirmOtpBaseFx = createEffect((body: ResetOtpBody) => call(fetchClient.POST("/reset-password/confirm-otp", { body })));
export const confirmPasswordBaseFx = createEffect((body: ResetPasswordBody) => call(fetchClient.POST("/reset-password/confirm-password", { body })));
