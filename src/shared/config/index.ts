export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, ConfigError } from "./runtime-config";
export type { RuntimeConfig, Mark, BrandCopy, Locale as BrandLocale } from "./schema";
export { applyBrand, brandCopy } from "./apply-brand";
export * from "./constants";
