export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, ConfigError, quickDepositAmounts, DEFAULT_QUICK_DEPOSIT_AMOUNTS } from "./runtime-config";
export type { RuntimeConfig, Mark, BrandCopy, Locale as BrandLocale } from "./schema";
export { applyBrand, brandCopy } from "./apply-brand";
export * from "./constants";
