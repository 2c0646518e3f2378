// Types of scripts/brand.mjs for vite.config.ts, build/ and the e2e specs.
export const DEFAULT_BRAND: string;
export function mergeConfig(base: unknown, overlay: unknown): unknown;
export function brandNames(): string[];
// A config.json: checked by the app at start (src/shared/config/schema.ts), not here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON's shape is the app's RuntimeConfig
export function brandConfig(name?: string, base?: string): any;
export function brandFromArgs(argv?: string[], env?: Record<string, string | undefined>): string;
export function manifestFor(config: unknown): Record<string, unknown>;
