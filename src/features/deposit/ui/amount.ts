/** Amount input: digits with optional thousands separators and up to 2 decimals. */
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

export function parseAmount(raw: string): number | null {
  const v = raw.trim();
  if (!AMOUNT.test(v)) return null;
  const n = Number(v.replace(/,/g, ""));
  return Number.isFinite(n) && n > 0 ? n : null;
}
