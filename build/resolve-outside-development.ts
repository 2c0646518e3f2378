import type { Plugin } from "vite";

/** A plugin that resolves the named imports to the given files in every mode but development (`npm run dev` keeps the packages' own choice). */
export const resolveOutsideDevelopment = (name: string, files: Record<string, string>): Plugin => ({
  name,
  enforce: "pre",
  apply: (_config, { mode }) => mode !== "development",
  resolveId: (source) => files[source] ?? null,
});
