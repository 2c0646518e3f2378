import * as z from "zod/mini";

/**
 * (zod/mini keeps this check out of the first-load budget; forms use full zod lazily.)
 * One build serves every deployment: everything that differs per site comes
 * from /lobby/config.json, validated here before the app renders.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().check(z.minLength(1)),
  postbackUrl: z.string().check(z.minLength(1)),
  site: z.object({
    name: z.string().check(z.minLength(1)),
    url: z.string().check(z.minLength(1)),
    line: z.url(),
    referral: z.string().check(z.minLength(1)),
  }),
  features: z.object({
    realOtp: z.boolean(),
    androidAppUrl: z.nullable(z.string()),
  }),
  bannerClickSink: z.nullable(z.string()),
  gameFrameOrigins: z.array(z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | null = null;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const res = await fetch(url, { cache: "no-store" });
    if (!res.ok) throw new ConfigError(`config.json: HTTP ${res.status}`);
    raw = await res.json();
  } catch (e) {
    throw e instanceof ConfigError ? e : new ConfigError(`config.json could not be read: ${String(e)}`);
  }
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      `config.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  current = parsed.data;
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError("runtime config used before it was loaded");
  return current;
}
