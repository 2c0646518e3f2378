import { createEffect } from "effector";
import {
  fetchClient,
  toApiError,
  type LoginBody,
  type RegisterBankBody,
  type RegisterOtpBody,
  type RegisterPasswordBody,
  type RegisterPhoneBody,
} from "@/shared/api";

/** Resolves with the 2xx body or rejects with the normalised ApiError. */
async function call<T>(request: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  let res: { data?: T; error?: unknown };
  try {
    res = await request;
  } catch (e) {
    throw toApiError(e);
  }
  if (res.error !== undefined || res.data === undefined) throw toApiError(res.error ?? {});
  return res.data;
}

/** The temporary token travels explicitly: the member is not logged in while registering. */
const bearer = (token: string | null) => (token ? { Authorization: `Bearer ${token}` } : undefined);

export const registerPhoneFx = createEffect((body: RegisterPhoneBody) => call(fetchClient.POST("/register/phone", { body })));
export const registerOtpFx = createEffect((body: RegisterOtpBody) => call(fetchClient.POST("/register/otp", { body })));
export const registerPasswordFx = createEffect(({ body, accessToken }: { body: RegisterPasswordBody; accessToken: string | null }) =>
  call(fetchClient.POST("/register/password", { body, headers: bearer(accessToken) })),
);
export const registerBankFx = createEffect(({ body, accessToken }: { body: RegisterBankBody; accessToken: string | null }) =>
  call(fetchClient.POST("/register/bank-account", { body, headers: bearer(accessToken) })),
);
export const autoLoginFx = createEffect((body: LoginBody) => call(fetchClient.POST("/login", { body })));
