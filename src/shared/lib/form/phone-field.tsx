import type { ReactNode } from "react";
import type { FieldError, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Field } from "@/shared/ui/field";
import { FIELD_MAX } from "./rules";
import { numericInput, useFieldError } from "./hooks";

/** The `phone` field of a form (login, registration, password reset): numeric, Thai digits normalised, 10 at most. */
export function PhoneField<T extends FieldValues & { phone: string }>({ form, label, hint }: { form: UseFormReturn<T>; label: string; hint?: ReactNode }) {
  const fieldError = useFieldError();
  return (
    <Field
      label={label}
      autoComplete="tel"
      hint={hint}
      error={fieldError(form.formState.errors.phone as FieldError | undefined)}
      {...numericInput(form.register("phone" as Path<T>), FIELD_MAX.phone)}
    />
  );
}
