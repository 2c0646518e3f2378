/** R-VAL-8: amounts with thousands separators and 2 decimals; dates dd/mm/yy hh:mm:ss. */

/** What an amount or date that cannot be shown truthfully displays as. */
const UNKNOWN = "—";

/** Beyond this (90 trillion baht) cents are no longer exact integers: such an amount is not shown. */
const MAX_AMOUNT = Number.MAX_SAFE_INTEGER / 100;

/**
 * 1,234.50 in every locale: th-TH, en-GB and zh-CN all group by 3 with "," and use "." with
 * Latin digits (players compare these figures with their bank app), so no Intl.NumberFormat:
 * building the first one costs tens of milliseconds on a phone, on the member's first screen.
 * The same in every language, so it takes none.
 * Anything that is not a finite amount (null, "abc", NaN, Infinity, 1e308) shows "—", never a
 * false 0.00 or "Infinity.NaN".
 */
export function formatAmount(value: number | string | null | undefined): string {
  const n = typeof value === "string" ? (value.trim() ? Number(value) : Number.NaN) : (value ?? Number.NaN);
  if (!Number.isFinite(n) || Math.abs(n) > MAX_AMOUNT) return UNKNOWN;
  const abs = Math.abs(n);
  // Half away from zero on the decimal the number prints as (1.005 gives 1.01), as Intl does.
  const cents = /e/i.test(String(abs)) ? Math.round(abs * 100) : Math.round(Number(`${abs}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 && cents > 0 ? "-" : ""}${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * A percentage or multiplier as people write it (10, 2.5, at most 2 decimals), or "—" when it is not
 * a figure in 0..`max`: a negative term or 1e300 from the server is never printed as it came.
 */
export function formatFigure(value: number | null | undefined, max = 1_000): string {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > max) return UNKNOWN;
  return String(Math.round(value * 100) / 100);
}

/** Whether a server figure is one `formatFigure`/`formatAmount` prints (0..max), not "—". */
export const isSaneFigure = (value: number, max: number): boolean => Number.isFinite(value) && value >= 0 && value <= max;

/** Asia/Bangkok has been UTC+7 without daylight saving since 1920. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The instant an API date names, or null when it is not a real date. The contract's
 * 'YYYY-MM-DD HH:MM:SS' (and a bare date) is server local time, Asia/Bangkok; an ISO string
 * with `Z` or an offset is taken at that zone. Impossible dates (2026-02-31, 25:00) are
 * invalid, never rolled over to a plausible wrong one.
 */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (typeof value !== "string") return null;
  const m = API_DATE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const ms = m[7] ? Math.round(Number(`0.${m[7]}`) * 1000) : 0;
  const wall = Date.UTC(y!, mo! - 1, d!, h, mi, s, ms);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  const zone = m[8];
  let offset = BANGKOK_OFFSET_MS;
  if (zone) {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    offset = z ? (z[1] === "-" ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3])) * 60_000 : 0;
  }
  return new Date(wall - offset);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** dd/mm/yy hh:mm:ss in Thai time (Asia/Bangkok) in every locale (the spec's format), Gregorian years; "—" when invalid. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = value instanceof Date ? value : parseApiDate(value ?? null);
  if (!d || Number.isNaN(d.getTime())) return UNKNOWN;
  const b = new Date(d.getTime() + BANGKOK_OFFSET_MS);
  return `${pad(b.getUTCDate())}/${pad(b.getUTCMonth() + 1)}/${pad(b.getUTCFullYear() % 100)} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:${pad(b.getUTCSeconds())}`;
}

/** mm:ss for countdowns. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
