import { createEffect } from "effector";
import {
  asForm,
  fetchClient,
  unwrap,
  usableSession,
  registrationBearer,
  type LoginBody,
  type RegisterBankBody,
  type RegisterOtpBody,
  type RegisterPasswordBody,
  type RegisterPhoneBody,
} from "@/shared/api";

/** The temporary token travels explicitly: the member is not logged in while registering. */
const bearer = (token: string | null) => (token ? { Authorization: `Bearer ${token}` } : undefined);

export const registerPhoneFx = createEffect((body: RegisterPhoneBody) => unwrap(fetchClient.POST("/register/phone", { body })));
/** The temporary bearer it issues must be usable, or the step failed; its optional lifetime is not needed. */
export const registerOtpFx = createEffect(async (body: RegisterOtpBody) => registrationBearer(await unwrap(fetchClient.POST("/register/otp", { body }))));
export const registerPasswordFx = createEffect(({ body, accessToken }: { body: RegisterPasswordBody; accessToken: string | null }) =>
  unwrap(fetchClient.POST("/register/password", { body, headers: bearer(accessToken) })),
);
export const registerBankFx = createEffect(({ body, accessToken }: { body: RegisterBankBody; accessToken: string | null }) =>
  unwrap(fetchClient.POST("/register/bank-account", { body, headers: bearer(accessToken) })),
);
/** Fails like a refused login when the answer's token or lifetime is unusable. */
export const autoLoginFx = createEffect(async (body: LoginBody) => usableSession(await unwrap(fetchClient.POST("/login", asForm(body)))));
