export { latinDigits, normalizeDigits } from "./digits";
export {
  requiredText,
  phoneRule,
  loginPhoneRule,
  otpRule,
  accountNumberRule,
  newPasswordRule,
  confirmationRule,
  amountRule,
  withPasswordMatch,
  PASSWORD_REMARKS,
  PASSWORD_MAX,
  FIELD_MAX,
} from "./rules";
export type { FitsBody, Expect } from "./contract";
export { applyServerErrors, formErrorMessages, genericErrorText } from "./server-errors";
export { AmountField, MoneyFormActions, parseAmount } from "./amount";
export { otpSchema, newPasswordShape, newPasswordSchema, NEW_PASSWORD_EMPTY, NEW_PASSWORD_FIELDS } from "./schemas";
export type { OtpForm, NewPasswordForm } from "./schemas";
export { useFieldError, numericInput, useSingleFlight, useSchemaForm, useFormSubmit } from "./hooks";
export { PasswordRemarks } from "./password-remarks";
export { AccountForm, ContactLink, FinalStep, PopupForm } from "./popup-form";
export type { PopupFormProps, StepFormLabels } from "./popup-form";
export { PhoneField } from "./phone-field";
export { NewPasswordFields, NewPasswordStepForm } from "./new-password-fields";
export { OtpStepForm } from "./otp-step-form";
