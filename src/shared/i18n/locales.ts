/** URL locale codes (spec: th without prefix, en and cn prefixed) and their i18next/Intl tags. */
export const LOCALES = ["th", "en", "cn"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "th";

const TAGS: Record<Locale, string> = { th: "th", en: "en", cn: "zh-CN" };

export const isLocale = (v: unknown): v is Locale => typeof v === "string" && (LOCALES as readonly string[]).includes(v);
export const localeToTag = (l: Locale): string => TAGS[l];
export const tagToLocale = (tag: string): Locale => (tag === "zh-CN" ? "cn" : isLocale(tag) ? tag : DEFAULT_LOCALE);

/** Splits '/en/deposit' into { locale: 'en', rest: '/deposit' } (paths are relative to /lobby). */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } {
  const m = /^\/(en|cn|th)(?=\/|$)(.*)$/.exec(pathname);
  if (m && isLocale(m[1])) return { locale: m[1], rest: m[2] || "/" };
  return { locale: DEFAULT_LOCALE, rest: pathname || "/" };
}

/** Builds a path for a locale; the default locale has no prefix. */
export function localePath(locale: Locale, rest: string): string {
  const clean = rest.startsWith("/") ? rest : `/${rest}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
