import { z } from "@/shared/lib/zod";
import type { BankCode, RegisterBankBody, RegisterOtpBody, RegisterPasswordBody, RegisterPhoneBody } from "@/shared/api";
import { REGISTRATION_BANKS } from "@/entities/bank";
import {
  accountNumberRule,
  newPasswordSchema,
  phoneRule,
  requiredText,
  type Expect,
  type FitsBody,
  type NewPasswordForm,
  type OtpForm,
} from "@/shared/lib/form";

export const phoneSchema = z.object({ phone: phoneRule() });
type PhoneForm = z.infer<typeof phoneSchema>;
type _PhoneContract = Expect<FitsBody<PhoneForm, RegisterPhoneBody>>;

/** The OTP step's form is the shared one (shared/lib/form). */
type _OtpContract = Expect<FitsBody<OtpForm, RegisterOtpBody>>;

export const passwordSchema = newPasswordSchema();
type _PasswordContract = Expect<FitsBody<NewPasswordForm, RegisterPasswordBody>>;

/** The 14 registration banks; the contract's BankCode enum is the source of truth for the type. */
const BANK_CODES = REGISTRATION_BANKS.map((b) => b.key) as [BankCode, ...BankCode[]];

export const bankSchema = z.object({
  bank: z.enum(BANK_CODES, "bank.required"),
  account_number: accountNumberRule(),
  name: requiredText("name.required"),
  line: requiredText("line.required"),
});
type BankForm = z.infer<typeof bankSchema>;
type _BankContract = Expect<FitsBody<BankForm, RegisterBankBody>>;
