import { latinDigits } from "@/shared/lib/form";

/** Amount input: digits with optional thousands separators and up to 2 decimals. */
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

export function parseAmount(raw: string): number | null {
  // Thai digits ๐-๙ count as 0-9 (a Thai keyboard types them).
  const v = latinDigits(raw.trim());
  if (!AMOUNT.test(v)) return null;
  const n = Number(v.replace(/,/g, ""));
  return Number.isFinite(n) && n > 0 ? n : null;
}
