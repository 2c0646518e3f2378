import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Field, type FieldProps } from "@/shared/ui/field";
import { PASSWORD_MAX } from "./rules";
import { useFieldError, useFormSubmit, useSchemaForm } from "./hooks";
import { PasswordRemarks } from "./password-remarks";
import { PopupForm, type StepFormLabels } from "./popup-form";
import { NEW_PASSWORD_EMPTY, NEW_PASSWORD_FIELDS, type NewPasswordForm, type newPasswordSchema } from "./schemas";

interface Labels {
  passwordLabel: string;
  confirmationLabel: string;
}

/**
 * New password + confirmation with show/hide and the three password remarks: the same pair
 * in registration, password reset and change password (R-VAL-3).
 */
export function NewPasswordFields<T extends FieldValues & NewPasswordForm>({ form, passwordLabel, confirmationLabel }: Labels & { form: UseFormReturn<T> }) {
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const password = "password" as Path<T>;
  const confirmation = "password_confirmation" as Path<T>;
  return (
    <>
      <NewPasswordField
        label={passwordLabel}
        error={fieldError(errors.password as Parameters<typeof fieldError>[0])}
        hint={<PasswordRemarks value={String(form.watch(password) ?? "")} />}
        {...form.register(password, { deps: [confirmation] })}
      />
      <NewPasswordField
        label={confirmationLabel}
        error={fieldError(errors.password_confirmation as Parameters<typeof fieldError>[0])}
        {...form.register(confirmation)}
      />
    </>
  );
}

/** A new password's input: hidden with show/hide, the browser's new-password autofill, the length cap. */
function NewPasswordField(props: FieldProps) {
  return <Field type="password" autoComplete="new-password" revealable maxLength={PASSWORD_MAX} {...props} />;
}

/** The new-password step (registration, password reset): the two fields, then the popup form's list and buttons. */
export function NewPasswordStepForm({
  schema,
  onSave,
  passwordLabel,
  confirmationLabel,
  ...buttons
}: Labels &
  StepFormLabels & {
    /** `newPasswordSchema(...)` with the step's "required" message. */
    schema: ReturnType<typeof newPasswordSchema>;
    onSave: (values: NewPasswordForm) => Promise<unknown>;
  }) {
  const form = useSchemaForm(schema, NEW_PASSWORD_EMPTY);
  const submit = useFormSubmit(form, onSave, NEW_PASSWORD_FIELDS);
  return (
    <PopupForm {...submit} {...buttons}>
      <NewPasswordFields form={form} passwordLabel={passwordLabel} confirmationLabel={confirmationLabel} />
    </PopupForm>
  );
}
