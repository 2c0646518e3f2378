import type { RuntimeConfig } from "./schema";

export type { RuntimeConfig } from "./schema";

/**
 * One build serves every deployment: everything that differs per site comes
 * from /lobby/config.json, validated with zod before the app renders. The
 * validator is fetched in parallel with the file, and zod is shared with the
 * forms' lazy chunks, so it adds neither latency nor first-load weight.
 */
let current: RuntimeConfig | null = null;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  const validator = import("./schema");
  validator.catch(() => undefined); // a failure surfaces at the await below
  let raw: unknown;
  try {
    // Default cache mode: index.html preloads this file and the fetch must match the
    // preload; the server marks it no-cache, so every load still revalidates.
    const res = await fetch(url);
    if (!res.ok) throw new ConfigError(`config.json: HTTP ${res.status}`);
    raw = await res.json();
  } catch (e) {
    throw e instanceof ConfigError ? e : new ConfigError(`config.json could not be read: ${String(e)}`);
  }
  const { runtimeConfigSchema } = await validator;
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
