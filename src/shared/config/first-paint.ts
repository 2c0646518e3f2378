import { useHydrated } from "@/shared/lib/hydration";
import { getRuntimeConfig } from "./runtime-config";
import type { RuntimeConfig } from "./schema";

/**
 * The runtime config for rendering, or null while the app takes the prerendered first paint over:
 * config.json is read by the browser, per deployment, so the first paint knows nothing of it (the
 * site name, the logo, the support and app links, the brand's own copy are left out), and the
 * app's first render must match it. The config's values follow right after.
 */
export function useRuntimeConfig(): RuntimeConfig | null {
  return useHydrated() ? getRuntimeConfig() : null;
}
