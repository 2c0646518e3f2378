export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, runtimeConfigSchema, ConfigError } from "./runtime-config";
export type { RuntimeConfig } from "./runtime-config";
export * from "./constants";
