import { colorProblems, type BrandColors } from "./theme";

/**
 * Shape of /lobby/config.json (docs/runtime-config.md, "Runtime configuration"), checked by hand before the
 * app renders. Zod did this before; it cost every start 23 kB gzip and ~80 ms of a throttled
 * phone's main thread for ten fields, and now loads only with the first form.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  postbackUrl: string;
  site: { name: string; url: string; line: string; referral: string };
  features: { realOtp: boolean; androidAppUrl: string | null };
  bannerClickSink: string | null;
  gameFrameOrigins: string[];
  /**
   * The page trial play frames, or null where the site offers no trial page (trial play then says
   * so). The mock's demo page is served by the dev and preview servers only, never built.
   */
  trialPageUrl: string | null;
  /** The deposit form's one-tap amounts (baht, positive, at most 8); absent: `DEFAULT_QUICK_DEPOSIT_AMOUNTS`. */
  quickDepositAmounts?: number[];
  /** White label (docs/runtime-config.md, "Brands"); the brand's name is `site.name`. */
  brand: {
    logo: { url: string; width: number; height: number };
    favicon: string;
    manifest: { shortName: string; icons: ManifestIcon[] };
    colors: BrandColors;
    copy: Partial<Record<Locale, BrandCopy>>;
    trustMarks: { payments: Mark[]; providers: Mark[] };
    supportLinks: { label: Record<Locale, string>; url: string }[];
  };
  /** Web Push (docs/runtime-config.md): the server's VAPID public key; absent or null, no push UI at all. */
  push?: { vapidPublicKey: string } | null;
  /** Field reports (docs/field-reports.md): the collector the players' phones report errors and Web Vitals to; absent or null (shipped): nothing is sent. */
  fieldReports?: FieldReports | null;
  /** Product extensions (docs/product-decisions.md, "Responsible play"), each off-switchable. */
  responsiblePlay: { adultsMark: boolean; page: boolean; realityCheckMinutes: number | null; depositReminder: boolean };
}
export type Locale = "th" | "en" | "cn";
export interface FieldReports {
  /** Where batches are POSTed (OTLP/HTTP JSON logs, e.g. an OpenTelemetry Collector's `https://…/v1/logs`); its origin joins the CSP's connect-src. */
  collectorUrl: string;
  /** The share of page views (0-1) whose Web Vitals are sent; errors are always sent. */
  vitalsSampleRate: number;
  /** At most this many reports per page view (1-200); absent: 40. */
  maxPerPage?: number;
}
export interface BrandCopy {
  heroTitle?: string;
  heroText?: string;
  memberHeroTitle?: string;
  memberHeroText?: string;
  about?: string;
}
/** A trust mark (payment method, provider): an image with its size, so the footer never moves. */
export interface Mark {
  name: string;
  src: string;
  width: number;
  height: number;
}
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

/** What a value must be, or null when it is fine. */
type Check = (value: unknown) => string | null;
/** One check per field, nested like the file; the type keeps it in step with RuntimeConfig. */
type Shape<T> = { [K in keyof T]-?: T[K] extends string | number | boolean | null | undefined | readonly unknown[] ? Check : Shape<T[K]> | Check };

const text: Check = (v) => (typeof v === "string" && v.length > 0 ? null : "expected a non-empty string");
const flag: Check = (v) => (typeof v === "boolean" ? null : "expected true or false");
/**
 * URL fields: only http(s), so a hostile or mistyped config.json cannot put `javascript:`, `data:`
 * or another scheme into a link, a beacon or the game frame. A path (`/lobby/api`) is resolved
 * against the lobby; the parser drops leading spaces and control characters like a browser does.
 */
const WEB = ["http:", "https:"];
const parsed = (v: string, base?: string): URL | null => {
  try {
    return new URL(v, base); // not URL.canParse: phones from before 2023 lack it
  } catch {
    return null;
  }
};
const urlCheck =
  (schemes: string[], { relative, nullable = false, want }: { relative: boolean; nullable?: boolean; want: string }): Check =>
  (v) => {
    if (v === null && nullable) return null;
    const url = typeof v === "string" && v.trim() ? parsed(v, relative ? "https://lobby.invalid/" : undefined) : null;
    return url && schemes.includes(url.protocol) ? null : `expected ${want}`;
  };
const webUrl = urlCheck(WEB, { relative: true, want: "an http(s) URL or a path" });
const webUrlOrNull = urlCheck(WEB, { relative: true, nullable: true, want: "an http(s) URL, a path or null" });
/** Support link: a web page (https://line.me/...) or the LINE app's own scheme. */
const supportUrl = urlCheck([...WEB, "line:"], { relative: false, want: "an absolute http(s) or line: URL" });
/** CSP frame-src sources: the keyword 'self' or an http(s) origin as the browser writes it (no path). */
const isOrigin = (x: unknown): boolean => {
  const url = typeof x === "string" ? parsed(x) : null;
  return url !== null && WEB.includes(url.protocol) && url.origin === x;
};
const amounts: Check = (v) =>
  v === undefined || (Array.isArray(v) && v.length <= 8 && v.every((x) => typeof x === "number" && Number.isFinite(x) && x > 0))
    ? null
    : "expected a list of at most 8 positive amounts";
const origins: Check = (v) => (Array.isArray(v) && v.every((x) => x === "'self'" || isOrigin(x)) ? null : "expected a list of http(s) origins or 'self'");

const size: Check = (v) => (Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2000 ? null : "expected a whole number of pixels (1-2000)");
const LOCALES: readonly Locale[] = ["th", "en", "cn"];
/** A list whose items are objects checked field by field; the first bad item is named by index. */
const listOf =
  (shape: Record<string, Check>): Check =>
  (v) => {
    if (!Array.isArray(v)) return "expected a list";
    for (const [i, item] of v.entries()) {
      const problem = problemsOf(shape, item, `[${i}]`)[0];
      if (problem) return `item ${problem}`;
    }
    return null;
  };
const localeTexts: Check = (v) => (isRecord(v) && LOCALES.every((l) => text(v[l]) === null) ? null : "expected a text for th, en and cn");
const COPY_KEYS = ["heroTitle", "heroText", "memberHeroTitle", "memberHeroText", "about"];
const copy: Check = (v) => {
  if (!isRecord(v)) return "expected an object";
  const bad = Object.entries(v).find(
    ([l, texts]) =>
      !(LOCALES as string[]).includes(l) || !isRecord(texts) || Object.entries(texts).some(([k, t]) => !COPY_KEYS.includes(k) || text(t) !== null),
  );
  return bad ? `${bad[0]}: expected th/en/cn with texts for ${COPY_KEYS.join(", ")}` : null;
};
const mark = listOf({ name: text, src: webUrl, width: size, height: size });
const minutesOrNull: Check = (v) =>
  v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 240) ? null : "expected minutes (1-240) or null";

/** An uncompressed P-256 public key (65 bytes) in base64url, as `web-push generate-vapid-keys` prints it. */
const push: Check = (v) =>
  v === undefined || v === null || (isRecord(v) && typeof v.vapidPublicKey === "string" && /^B[A-Za-z0-9_-]{86}$/.test(v.vapidPublicKey))
    ? null
    : "expected null or { vapidPublicKey } (a base64url P-256 public key, 87 characters)";

const rate = (v: unknown) => typeof v === "number" && v >= 0 && v <= 1;
const fieldReports: Check = (v) =>
  v === undefined ||
  v === null ||
  (isRecord(v) &&
    webUrl(v.collectorUrl) === null &&
    rate(v.vitalsSampleRate) &&
    (v.maxPerPage === undefined || (Number.isInteger(v.maxPerPage) && (v.maxPerPage as number) >= 1 && (v.maxPerPage as number) <= 200)))
    ? null
    : "expected null or { collectorUrl (an http(s) URL or a path), vitalsSampleRate (0-1), maxPerPage? (1-200) }";

const SHAPE: Shape<RuntimeConfig> = {
  apiBaseUrl: webUrl,
  postbackUrl: webUrl,
  site: { name: text, url: webUrl, line: supportUrl, referral: webUrl },
  features: { realOtp: flag, androidAppUrl: webUrlOrNull },
  bannerClickSink: webUrlOrNull,
  gameFrameOrigins: origins,
  trialPageUrl: webUrlOrNull,
  quickDepositAmounts: amounts,
  brand: {
    logo: { url: webUrl, width: size, height: size },
    favicon: webUrl,
    manifest: { shortName: text, icons: listOf({ src: webUrl, sizes: text, type: text }) },
    colors: (v) => (isRecord(v) ? null : "expected an object"),
    copy,
    trustMarks: { payments: mark, providers: mark },
    supportLinks: listOf({ label: localeTexts, url: supportUrl }),
  },
  push,
  fieldReports,
  responsiblePlay: { adultsMark: flag, page: flag, realityCheckMinutes: minutesOrNull, depositReminder: flag },
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function problemsOf(shape: object, value: unknown, path: string): string[] {
  if (!isRecord(value)) return [`${path || "(root)"}: expected an object`];
  return Object.entries(shape).flatMap(([key, rule]: [string, Check | object]) => {
    const at = path ? `${path}.${key}` : key;
    if (typeof rule === "object") return problemsOf(rule, value[key], at);
    const problem = rule(value[key]);
    return problem ? [`${at}: ${problem}`] : [];
  });
}

/** The config, or every field that is missing or of the wrong kind (by path). */
export function parseRuntimeConfig(raw: unknown): { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] } {
  const problems = problemsOf(SHAPE, raw, "");
  // The colours are checked as a set: each token, then every text/surface pair against WCAG AA.
  const colors = isRecord(raw) && isRecord(raw.brand) ? raw.brand.colors : undefined;
  if (isRecord(colors)) problems.push(...colorProblems(colors, "brand.colors"));
  return problems.length ? { ok: false, problems } : { ok: true, config: raw as RuntimeConfig };
}
