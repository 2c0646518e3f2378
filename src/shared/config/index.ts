export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, ConfigError } from "./runtime-config";
export type { RuntimeConfig } from "./schema";
export * from "./constants";
