import { scopeBind, type Scope } from "effector";
import type { RuntimeConfig } from "@/shared/config";
import { registerServiceWorker } from "./pwa";
import { updateAvailable } from "./pwa-model";

/**
 * What starts once the page has loaded and the main thread is idle (main.tsx), in the file that
 * travels after the first screen (vite.config.ts, "after-first-screen"): none of it competes with
 * the first screen, nor adds to its JavaScript. Both run in the app's scope.
 */
/** Returns the field reports' start, or null where config.json names no collector (nothing loads, nothing is sent). */
export function afterLoad(scope: Scope, config: RuntimeConfig): Promise<unknown> | null {
  // Installing the worker precaches the shell (build/pwa.ts). Production only.
  if (import.meta.env.PROD) registerServiceWorker(scopeBind(updateAvailable, { scope }));
  // Field reports (docs/field-reports.md): only where config.json names a collector; their code loads only then.
  const field = config.fieldReports;
  return field ? import("./field-reports").then(({ startFieldReports }) => startFieldReports(field, scope)) : null;
}
