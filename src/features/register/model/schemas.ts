import * as z from "zod";
import type { BankCode, RegisterBankBody, RegisterOtpBody, RegisterPasswordBody, RegisterPhoneBody } from "@/shared/api";
import { REGISTRATION_BANKS } from "@/entities/bank";
import {
  accountNumberRule,
  confirmationRule,
  newPasswordRule,
  otpRule,
  phoneRule,
  requiredText,
  withPasswordMatch,
  type Expect,
  type FitsBody,
} from "@/shared/lib/form";

export const phoneSchema = z.object({ phone: phoneRule() });
export type PhoneForm = z.infer<typeof phoneSchema>;
export type _PhoneContract = Expect<FitsBody<PhoneForm, RegisterPhoneBody>>;

export const otpSchema = z.object({ otp: otpRule() });
export type OtpForm = z.infer<typeof otpSchema>;
export type _OtpContract = Expect<FitsBody<OtpForm, RegisterOtpBody>>;

export const passwordSchema = withPasswordMatch(
  z.object({ password: newPasswordRule(), password_confirmation: confirmationRule() }),
);
export type PasswordForm = z.infer<typeof passwordSchema>;
export type _PasswordContract = Expect<FitsBody<PasswordForm, RegisterPasswordBody>>;

/** The 14 registration banks; the contract's BankCode enum is the source of truth for the type. */
const BANK_CODES = REGISTRATION_BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];

export const bankSchema = z.object({
  bank: z.enum(BANK_CODES, "bank.required"),
  account_number: accountNumberRule(),
  name: requiredText("name.required"),
  line: requiredText("line.required"),
});
export type BankForm = z.infer<typeof bankSchema>;
export type _BankContract = Expect<FitsBody<BankForm, RegisterBankBody>>;
