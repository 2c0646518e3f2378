import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Field } from "@/shared/ui";
import { PASSWORD_MAX } from "./rules";
import { useFieldError } from "./hooks";
import { PasswordRemarks } from "./password-remarks";

interface NewPasswordForm extends FieldValues {
  password: string;
  password_confirmation: string;
}

/**
 * New password + confirmation with show/hide and the three password remarks: the same pair
 * in registration, password reset and change password (spec section 5).
 */
export function NewPasswordFields<T extends NewPasswordForm>({
  form,
  passwordLabel,
  confirmationLabel,
}: {
  form: UseFormReturn<T>;
  passwordLabel: string;
  confirmationLabel: string;
}) {
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const password = "password" as Path<T>;
  const confirmation = "password_confirmation" as Path<T>;
  return (
    <>
      <Field
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        revealable
        maxLength={PASSWORD_MAX}
        error={fieldError(errors.password as Parameters<typeof fieldError>[0])}
        hint={<PasswordRemarks value={String(form.watch(password) ?? "")} />}
        {...form.register(password, { deps: [confirmation] })}
      />
      <Field
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        revealable
        maxLength={PASSWORD_MAX}
        error={fieldError(errors.password_confirmation as Parameters<typeof fieldError>[0])}
        {...form.register(confirmation)}
      />
    </>
  );
}
