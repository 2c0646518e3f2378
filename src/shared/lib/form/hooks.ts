import { useCallback, useRef, useState, type ChangeEvent } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { normalizeDigits } from "./digits";

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
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
