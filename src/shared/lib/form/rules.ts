import { z } from "@/shared/lib/zod";
import { parseAmount } from "./amount";

export { FIELD_MAX } from "@/shared/config";

/**
 * Zod rules shared by every account form (R-VAL-1, R-VAL-2). Messages are keys of
 * the "form" namespace; `useFieldError` translates them.
 */
const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 15;

export const requiredText = (key: string) => z.string().trim().min(1, key);

/** Thai mobile numbers: 10 digits starting with 0. */
export const phoneRule = () =>
  z
    .string()
    .min(1, "phone.required")
    .regex(/^0\d{9}$/, "phone.format");

/** Login accepts whatever digits the member registered with. */
export const loginPhoneRule = () => z.string().min(1, "phone.required").regex(/^\d+$/, "phone.digits");

/** The contract's OTP pattern: 4 to 6 digits. */
export const otpRule = () =>
  z
    .string()
    .min(1, "otp.required")
    .regex(/^\d{4,6}$/, "otp.format");

/** The contract's account number pattern: 10 to 15 digits. */
export const accountNumberRule = () =>
  z
    .string()
    .min(1, "accountNumber.required")
    .regex(/^\d{10,15}$/, "accountNumber.format");

/** A password the member chooses: 8-15 characters, an English letter, lower case, upper case and a digit. */
export const newPasswordRule = (requiredKey = "password.required") =>
  z
    .string()
    .min(1, requiredKey)
    .min(PASSWORD_MIN, "password.length")
    .max(PASSWORD_MAX, "password.length")
    .regex(/[A-Za-z]/, "password.letter")
    .regex(/[a-z]/, "password.lower")
    .regex(/[A-Z]/, "password.upper")
    .regex(/\d/, "password.digit");

/** The three remarks shown under a new password, each checked live. */
export const PASSWORD_REMARKS = [
  { key: "remarks.length", test: (v: string) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX },
  { key: "remarks.case", test: (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) },
  { key: "remarks.letter", test: (v: string) => /[A-Za-z]/.test(v) },
] as const;

/**
 * New password and confirmation must match (register, reset, change password).
 * The check sits on the object, so it runs even while the password itself
 * still breaks a rule, and reports under the confirmation field.
 */
export function withPasswordMatch<T extends z.ZodObject<{ password: z.ZodType<string>; password_confirmation: z.ZodType<string> }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const v = value as { password?: unknown; password_confirmation?: unknown };
    if (typeof v.password_confirmation === "string" && v.password_confirmation !== "" && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: "custom", message: "password.mismatch", path: ["password_confirmation"] });
    }
  });
}

/** The confirmation field: required, compared on the object. */
export const confirmationRule = () => z.string().min(1, "confirmation.required");

/**
 * A money amount typed as text (thousands separators, 2 decimals, Thai digits), parsed to the
 * number the request body carries. The keys are the money form's own (the spec words them per form).
 */
export const amountRule = (requiredKey: string, invalidKey: string) =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .refine((v) => parseAmount(v) !== null, invalidKey)
    .transform((v) => parseAmount(v) ?? 0);
