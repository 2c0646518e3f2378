export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, ConfigError, quickDepositAmounts } from "./runtime-config";
export type { RuntimeConfig, Mark, FieldReports } from "./schema";
export { applyBrand, brandCopy } from "./apply-brand";
export * from "./constants";
export { useRuntimeConfig } from "./first-paint";
