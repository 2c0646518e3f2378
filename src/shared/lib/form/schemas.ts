import { z } from "@/shared/lib/zod";
import { confirmationRule, newPasswordRule, otpRule, withPasswordMatch } from "./rules";

/** The OTP step (registration with a real-OTP backend, password reset): the code sent by SMS. */
export const otpSchema = z.object({ otp: otpRule() });
export type OtpForm = z.infer<typeof otpSchema>;

/** New password and confirmation, for a form that adds fields of its own (change password). */
export const newPasswordShape = (requiredKey?: string) => ({ password: newPasswordRule(requiredKey), password_confirmation: confirmationRule() });

/** The new-password step (registration, password reset): the rules plus the match check. */
export const newPasswordSchema = (requiredKey?: string) => withPasswordMatch(z.object(newPasswordShape(requiredKey)));
export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordSchema>>;

/** What the password fields hold before the player types (and where a server error may land). */
export const NEW_PASSWORD_EMPTY: NewPasswordForm = { password: "", password_confirmation: "" };
export const NEW_PASSWORD_FIELDS = ["password", "password_confirmation"] as const;
