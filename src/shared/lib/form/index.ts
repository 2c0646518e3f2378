export { latinDigits, normalizeDigits } from "./digits";
export {
  requiredText,
  phoneRule,
  loginPhoneRule,
  otpRule,
  accountNumberRule,
  newPasswordRule,
  confirmationRule,
  withPasswordMatch,
  PASSWORD_REMARKS,
  PASSWORD_MIN,
  PASSWORD_MAX,
  FIELD_MAX,
} from "./rules";
export type { FitsBody, Expect } from "./contract";
export { applyServerErrors, formErrorMessages, genericErrorText } from "./server-errors";
export { AmountField, amountRules, MoneyFormActions, parseAmount } from "./amount";
export { useFieldError, numericInput, useSingleFlight } from "./hooks";
export { PasswordRemarks } from "./password-remarks";
export { NewPasswordFields } from "./new-password-fields";
