/** Spec section 5: amounts with thousands separators and 2 decimals; dates dd/mm/yy hh:mm:ss. */
export function intlLocale(lang: string): string {
  if (lang === "cn") return "zh-CN";
  if (lang === "en") return "en-GB";
  return "th-TH";
}

/**
 * 1,234.50 in every locale: th-TH, en-GB and zh-CN all group by 3 with "," and use "." with
 * Latin digits (players compare these figures with their bank app), so no Intl.NumberFormat:
 * building the first one costs tens of milliseconds on a phone, on the member's first screen.
 * `_lang` stays for callers that pass the locale; the output does not depend on it.
 */
export function formatAmount(value: number | string | null | undefined, _lang = "th"): string {
  const n = typeof value === "string" ? Number(value) : (value ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  const abs = Math.abs(safe);
  // Half away from zero on the decimal the number prints as (1.005 gives 1.01), as Intl does.
  const cents = /e/i.test(String(abs)) ? Math.round(abs * 100) : Math.round(Number(`${abs}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${safe < 0 && cents > 0 ? "-" : ""}${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** Parses the API's 'YYYY-MM-DD HH:MM:SS' (server local time) or ISO strings. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (m) {
    const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
    return new Date(y, mo - 1, d, h, mi, s);
  }
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** dd/mm/yy hh:mm:ss in every locale (the spec's format), Gregorian years. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = value instanceof Date ? value : parseApiDate(value ?? null);
  if (!d) return "-";
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear() % 100)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** mm:ss for countdowns. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
