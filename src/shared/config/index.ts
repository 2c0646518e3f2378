export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, ConfigError, quickDepositAmounts, DEFAULT_QUICK_DEPOSIT_AMOUNTS } from "./runtime-config";
export type { RuntimeConfig } from "./schema";
export * from "./constants";
