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
 * namespace = slice name (shared/i18n holds "common"). The first screens' dictionaries (common,
 * the home's, the game lobby's and the game grids') load from here, one file per language
 * (vite.config.ts groups the dictionaries this map loads); every other one is a small file of its
 * own, a popup's loading with the popup, through the map of ./more-dictionaries.ts, which is a
 * file of its own too and loads the first time one of them is needed.
 */
const firstScreen = import.meta.glob<ResourceKey>(
  ["/src/shared/i18n/locales/*.json", "/src/pages/home/locales/*.json", "/src/pages/lobby/locales/*.json", "/src/entities/game/locales/*.json"],
  { import: "default" },
);

export function namespaceOf(path: string): { ns: string; lang: string } | null {
  const m = /\/src\/(?:[^/]+\/)*([^/]+)\/locales\/([a-z]+)\.json$/.exec(path);
  if (!m || !m[1] || !m[2]) return null;
  return { ns: m[1] === "i18n" ? "common" : m[1], lang: m[2] };
}

type Loaders = Map<string, () => Promise<ResourceKey>>;
function loadersOf(files: Record<string, () => Promise<ResourceKey>>): Loaders {
  const loaders: Loaders = new Map();
  for (const [path, load] of Object.entries(files)) {
    const key = namespaceOf(path);
    if (key) loaders.set(`${key.lang}/${key.ns}`, load);
  }
  return loaders;
}
const firstLoaders = loadersOf(firstScreen);
let moreLoaders: Promise<Loaders> | undefined;

/** A namespace's dictionary in a language (`lang`: th, en or cn); null when there is none. */
export async function loadDictionary(lang: string, namespace: string): Promise<ResourceKey | null> {
  const key = `${lang}/${namespace}`;
  let load = firstLoaders.get(key);
  if (!load) {
    moreLoaders ??= import("./more-dictionaries").then(
      (m) => loadersOf(m.files),
      (e: unknown) => {
        moreLoaders = undefined; // a failed download is tried again on the next read
        throw e;
      },
    );
    load = (await moreLoaders).get(key);
  }
  return load ? load() : null;
}

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    loadDictionary(tagToLocale(language), namespace).then(
      (dictionary) => callback(null, dictionary ?? {}),
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
