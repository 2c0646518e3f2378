/**
 * Shape of /lobby/config.json (README, "Runtime configuration"), checked by hand before the
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
}

/** What a value must be, or null when it is fine. */
type Check = (value: unknown) => string | null;
/** One check per field, nested like the file; the type keeps it in step with RuntimeConfig. */
type Shape<T> = { [K in keyof T]-?: T[K] extends string | boolean | null | readonly unknown[] ? Check : Shape<T[K]> };

const text: Check = (v) => (typeof v === "string" && v.length > 0 ? null : "expected a non-empty string");
const textOrNull: Check = (v) => (v === null || typeof v === "string" ? null : "expected a string or null");
const flag: Check = (v) => (typeof v === "boolean" ? null : "expected true or false");
const texts: Check = (v) => (Array.isArray(v) && v.every((x) => typeof x === "string") ? null : "expected a list of strings");
const absoluteUrl: Check = (v) => {
  if (typeof v !== "string") return "expected an absolute URL";
  try {
    new URL(v); // not URL.canParse: phones from before 2023 lack it
    return null;
  } catch {
    return "expected an absolute URL";
  }
};

const SHAPE: Shape<RuntimeConfig> = {
  apiBaseUrl: text,
  postbackUrl: text,
  site: { name: text, url: text, line: absoluteUrl, referral: text },
  features: { realOtp: flag, androidAppUrl: textOrNull },
  bannerClickSink: textOrNull,
  gameFrameOrigins: texts,
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
  return problems.length ? { ok: false, problems } : { ok: true, config: raw as RuntimeConfig };
}
