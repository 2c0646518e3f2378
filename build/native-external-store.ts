import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { resolveOutsideDevelopment } from "./resolve-outside-development.ts";

const require = createRequire(import.meta.url);

/**
 * effector-react and react-i18next import `use-sync-external-store/shim`, the stand-in for React
 * versions before 18. React 19 has the hook itself, and the package's own non-shim files use it:
 * outside development the shim's paths resolve to those (the same API; 0.5 kB gzip less on the
 * first screen).
 */
export function nativeExternalStore(): Plugin {
  const dir = path.dirname(createRequire(require.resolve("effector-react/package.json")).resolve("use-sync-external-store/package.json"));
  const index = path.join(dir, "index.js");
  const withSelector = path.join(dir, "with-selector.js");
  const files: Record<string, string> = {
    "use-sync-external-store/shim": index,
    "use-sync-external-store/shim/index.js": index,
    "use-sync-external-store/shim/with-selector": withSelector,
    "use-sync-external-store/shim/with-selector.js": withSelector,
  };
  return resolveOutsideDevelopment("lobby:native-external-store", files);
}
