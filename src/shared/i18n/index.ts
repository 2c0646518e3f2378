import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, localeToTag, tagToLocale, type Locale } from "./locales";

export * from "./locales";
const SLOT = "\u0001";
/**
 * A message with one parameter, translated once and filled in per row, for long lists:
 * i18next's `t` runs its whole pipeline on every call (measured: the largest cost of
 * rendering a page of 36 game cards on a throttled phone profile).
 */
export function messageTemplate(t: (key: string, options: Record<string, string>) => string, key: string, param: string): (value: string) => string {
  const [head = "", tail = ""] = t(key, { [param]: SLOT }).split(SLOT);
  return (value) => `${head}${value}${tail}`;
}

/**
 * Dictionaries live beside their slice: src/<layer>/<slice>/locales/{th,en,cn}.json,
 * namespace = slice name (shared/i18n holds "common"). Each file is its own small
 * chunk, so a popup's strings load with the popup.
 */
const files = import.meta.glob<{ default: ResourceKey }>("/src/**/locales/*.json");

export function namespaceOf(path: string): { ns: string; lang: string } | null {
  const m = /\/src\/(?:[^/]+\/)*([^/]+)\/locales\/([a-z]+)\.json$/.exec(path);
  if (!m || !m[1] || !m[2]) return null;
  return { ns: m[1] === "i18n" ? "common" : m[1], lang: m[2] };
}

const loaders = new Map<string, () => Promise<{ default: ResourceKey }>>();
for (const [path, load] of Object.entries(files)) {
  const key = namespaceOf(path);
  if (key) loaders.set(`${key.lang}/${key.ns}`, load);
}

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${tagToLocale(language)}/${namespace}`);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

export const i18n = i18next;

/**
 * `namespaces`: the dictionaries the first screen needs; they load together with
 * "common" (in parallel, one round trip), not one after another.
 */
export async function initI18n(locale: Locale = DEFAULT_LOCALE, namespaces: readonly string[] = ["common"]): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await Promise.all([changeLocale(locale), i18next.loadNamespaces([...namespaces])]);
    return i18next;
  }
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: localeToTag(locale),
      fallbackLng: false,
      supportedLngs: ["th", "en", "zh-CN"],
      ns: [...new Set(["common", ...namespaces])],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  syncDocumentLang(locale);
  return i18next;
}

function syncDocumentLang(locale: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = localeToTag(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  const tag = localeToTag(locale);
  if (i18next.language !== tag) await i18next.changeLanguage(tag);
  syncDocumentLang(locale);
}

export const currentLocale = (): Locale => tagToLocale(i18next.language ?? localeToTag(DEFAULT_LOCALE));
