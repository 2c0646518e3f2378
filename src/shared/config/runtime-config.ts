import type { RuntimeConfig } from "./schema";

export type { RuntimeConfig } from "./schema";

/**
 * One build serves every deployment: everything that differs per site comes
 * from /lobby/config.json, validated (schema.ts) before the app renders.
 */
let current: RuntimeConfig | null = null;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  // The check (with the brand's contrast check) is its own chunk, fetched alongside config.json:
  // the first screen's JavaScript does not carry it, and it adds no step to the start.
  const check = import("./schema");
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
  const parsed = (await check).parseRuntimeConfig(raw);
  if (!parsed.ok) throw new ConfigError(`config.json is invalid: ${parsed.problems.join("; ")}`);
  current = parsed.config;
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError("runtime config used before it was loaded");
  return current;
}

/** One-tap deposit amounts when config.json names none (common Thai lobby steps). */
const DEFAULT_QUICK_DEPOSIT_AMOUNTS: readonly number[] = [100, 300, 500, 1000, 2000, 5000];

export function quickDepositAmounts(config: RuntimeConfig = getRuntimeConfig()): readonly number[] {
  return config.quickDepositAmounts ?? DEFAULT_QUICK_DEPOSIT_AMOUNTS;
}
