import { readFileSync } from "node:fs";
import path from "node:path";
import { parseRuntimeConfig } from "./schema";
import type { RuntimeConfig } from "./schema";

/**
 * The config.json that ships with the app, read and checked as the app checks it at start (so a
 * test's config is typed by the check, not by a cast), with a test's own fields over it.
 */
export function shippedConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const parsed = parseRuntimeConfig(JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../public/config.json"), "utf8")));
  if (!parsed.ok) throw new Error(`public/config.json: ${parsed.problems.join("; ")}`);
  return { ...parsed.config, ...overrides };
}
