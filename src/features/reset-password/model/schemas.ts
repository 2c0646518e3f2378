import { z } from "@/shared/lib/zod";
import type { ResetOtpBody, ResetPasswordBody, ResetStartBody } from "@/shared/api";
import { loginPhoneRule, newPasswordSchema, type Expect, type FitsBody, type NewPasswordForm, type OtpForm } from "@/shared/lib/form";

/** game_username is the optional "customer id": many players only know their phone. */
export const startSchema = z.object({ phone: loginPhoneRule(), game_username: z.string().trim() });
type StartForm = z.infer<typeof startSchema>;
type _StartContract = Expect<FitsBody<StartForm, ResetStartBody>>;

/** The OTP step's form is the shared one (shared/lib/form). */
type _OtpContract = Expect<FitsBody<OtpForm, ResetOtpBody>>;

export const resetPasswordSchema = newPasswordSchema("password.newRequired");
type _NewPasswordContract = Expect<FitsBody<NewPasswordForm, ResetPasswordBody>>;
