import * as z from "zod";
import type { ResetOtpBody, ResetPasswordBody, ResetStartBody } from "@/shared/api";
import { confirmationRule, loginPhoneRule, newPasswordRule, otpRule, withPasswordMatch, type Expect, type FitsBody } from "@/shared/lib/form";

/** game_username is the optional "customer id": many players only know their phone. */
export const startSchema = z.object({ phone: loginPhoneRule(), game_username: z.string().trim() });
export type StartForm = z.infer<typeof startSchema>;
export type _StartContract = Expect<FitsBody<StartForm, ResetStartBody>>;

export const otpSchema = z.object({ otp: otpRule() });
export type OtpForm = z.infer<typeof otpSchema>;
export type _OtpContract = Expect<FitsBody<OtpForm, ResetOtpBody>>;

export const newPasswordSchema = withPasswordMatch(
  z.object({ password: newPasswordRule("password.newRequired"), password_confirmation: confirmationRule() }),
);
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
export type _NewPasswordContract = Expect<FitsBody<NewPasswordForm, ResetPasswordBody>>;
