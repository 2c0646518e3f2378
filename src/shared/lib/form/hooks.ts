import { useCallback, useRef, useState, type ChangeEvent } from "react";
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import type * as z from "zod";
import { normalizeDigits } from "./digits";
import { applyServerErrors } from "./server-errors";

/** Translates a field error: rule keys from the "form" namespace, server text as sent. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation("form");
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      return error.type === "server" ? error.message : t(error.message);
    },
    [t],
  );
}

/**
 * Numeric input props: numeric keyboard, Thai digits normalised, other characters stripped as typed,
 * then cut to `maxDigits` (after normalising, so a pasted "081-234-5678" still fits a 10-digit field).
 */
export function numericInput<N extends string>(reg: UseFormRegisterReturn<N>, maxDigits?: number) {
  return {
    ...reg,
    inputMode: "numeric" as const,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const clean = normalizeDigits(e.target.value).slice(0, maxDigits);
      if (clean !== e.target.value) e.target.value = clean;
      return reg.onChange(e);
    },
  };
}

/**
 * One submit at a time: a second call while the first is in flight is ignored
 * (the button is also busy, but Enter key repeats and fast taps get here first).
 * A task that answers "done" has finished the control's job (its popup is being replaced or
 * closed): it stays busy, so taps that land before the popup is gone send nothing.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void | "done">) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let done = false;
    try {
      done = (await task()) === "done";
    } finally {
      if (!done) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }, []);
  return { busy, run };
}

/**
 * A form checked by its zod schema, each field once it has been left (the same for every form).
 * A schema may turn what is typed into what is sent (`Out`: the money forms' amounts as numbers).
 */
export function useSchemaForm<T extends FieldValues, Out extends FieldValues = T>(
  schema: z.ZodType<Out, T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T, unknown, Out> {
  return useForm<T, unknown, Out>({ resolver: zodResolver(schema), mode: "onTouched", defaultValues });
}

/**
 * Submitting a form to the server: checked by the schema first, one request at a time (`busy`,
 * kept after a success: the form has done its job and is on its way out),
 * the red list cleared on each try. When `task` throws, `errors` says where the failure goes:
 * the fields a server field error is shown under (the rest, or the generic text, go to the list),
 * or a function that reads the error itself and returns the list.
 */
export function useFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  task: (values: T) => Promise<unknown>,
  errors: readonly Path<T>[] | ((error: unknown) => string[]),
) {
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        await task(values);
        // Success moves the player on (next step, another popup, home): the form stays busy.
        return "done";
      } catch (e) {
        setMessages(typeof errors === "function" ? errors(e) : applyServerErrors(e, form.setError, errors).messages);
      }
    }),
  );
  return { busy, messages, onSubmit };
}
