/** Spec section 5: amounts with thousands separators and 2 decimals; dates dd/mm/yy hh:mm:ss. */
const amountFormatters = new Map<string, Intl.NumberFormat>();

export function intlLocale(lang: string): string {
  if (lang === "cn") return "zh-CN";
  if (lang === "en") return "en-GB";
  return "th-TH";
}

export function formatAmount(value: number | string | null | undefined, lang = "th"): string {
  const n = typeof value === "string" ? Number(value) : (value ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  const key = intlLocale(lang);
  let f = amountFormatters.get(key);
  if (!f) {
    // Latin digits in every locale: players compare these figures with their bank app.
    f = new Intl.NumberFormat(`${key}-u-nu-latn`, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormatters.set(key, f);
  }
  return f.format(safe);
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
