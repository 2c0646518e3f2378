import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { Field } from "@/shared/ui/field";
import { latinDigits } from "./digits";
import { FIELD_MAX } from "@/shared/config";

/** Amount input: digits with optional thousands separators and up to 2 decimals. */
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** The amount typed, or null when it is not a positive amount. */
export function parseAmount(raw: string): number | null {
  // Thai digits ๐-๙ count as 0-9 (a Thai keyboard types them).
  const v = latinDigits(raw.trim());
  if (!AMOUNT.test(v)) return null;
  const n = Number(v.replace(/,/g, ""));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The money amount field (deposit, withdraw): decimal keyboard, baht suffix, capped length. */
export function AmountField({ label, error, ...registration }: { label: string; error?: string | undefined } & UseFormRegisterReturn) {
  const { t } = useTranslation();
  return <Field label={label} inputMode="decimal" autoComplete="off" suffix={t("baht")} error={error} maxLength={FIELD_MAX.amount} {...registration} />;
}

/** The money forms' footer: cancel closes the form, submit stays busy while the request is in flight. */
export function MoneyFormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="money-actions">
      <Button type="button" variant="secondary" onClick={() => onCancel()}>
        {t("cancel")}
      </Button>
      <Button type="submit" variant="gold" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
