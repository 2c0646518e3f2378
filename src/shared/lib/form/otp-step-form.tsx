import { Field } from "@/shared/ui/field";
import { FIELD_MAX } from "./rules";
import { numericInput, useFieldError, useFormSubmit, useSchemaForm } from "./hooks";
import { PopupForm, type StepFormLabels } from "./popup-form";
import { otpSchema } from "./schemas";

/**
 * The OTP step (registration with a real-OTP backend, password reset): where the code went,
 * the code field (one-time-code autofill, 4-6 digits), then the popup form's list and buttons.
 */
export function OtpStepForm({
  sentText,
  label,
  onConfirm,
  otpErrorUnderField,
  ...buttons
}: StepFormLabels & {
  sentText: string;
  label: string;
  onConfirm: (otp: string) => Promise<unknown>;
  /** A server error about `otp` under the field (registration) or in the red list (password reset). */
  otpErrorUnderField: boolean;
}) {
  const fieldError = useFieldError();
  const form = useSchemaForm(otpSchema, { otp: "" });
  const submit = useFormSubmit(form, (values) => onConfirm(values.otp), otpErrorUnderField ? ["otp"] : []);
  return (
    <PopupForm {...submit} {...buttons}>
      <p>{sentText}</p>
      <Field label={label} autoComplete="one-time-code" error={fieldError(form.formState.errors.otp)} {...numericInput(form.register("otp"), FIELD_MAX.otp)} />
    </PopupForm>
  );
}
