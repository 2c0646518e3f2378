// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nativeExternalStore } from "./native-external-store.ts";

const require = createRequire(import.meta.url);
const plugin = nativeExternalStore();
const resolve = (source: string) => (plugin.resolveId as (source: string) => string | null)(source);
const applies = (mode: string) => (plugin.apply as (config: object, env: { mode: string; command: string }) => boolean)({}, { mode, command: "build" });

describe("React's own useSyncExternalStore instead of the shim", () => {
  it("resolves every path effector-react and react-i18next import the shim by to the package's non-shim files", () => {
    const imported = [
      ...readFileSync(require.resolve("effector-react/effector-react.mjs"), "utf8").matchAll(/'(use-sync-external-store[^']*)'/g),
      ...readFileSync(path.join(path.dirname(require.resolve("react-i18next/package.json")), "dist/es/useTranslation.js"), "utf8").matchAll(
        /["'](use-sync-external-store[^"']*)["']/g,
      ),
    ].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(0);
    for (const source of imported) {
      const file = resolve(source)!;
      expect(file, source).toMatch(/use-sync-external-store\/(index|with-selector)\.js$/);
      // The production file behind it takes the hook from React, with no stand-in.
      const production = readFileSync(
        file.replace(/(\w[\w-]*)\.js$/, (_, name: string) => `cjs/use-sync-external-store${name === "index" ? "" : "-with-selector"}.production.js`),
        "utf8",
      );
      expect(production).toMatch(/useSyncExternalStore = (React|require\("react"\))\.useSyncExternalStore/);
      expect(production).not.toMatch(/useLayoutEffect/);
    }
  });

  it("leaves other imports alone, and development (npm run dev) on the packages' own choice", () => {
    expect(resolve("use-sync-external-store")).toBeNull();
    expect(resolve("react")).toBeNull();
    expect(applies("production")).toBe(true);
    expect(applies("development")).toBe(false);
  });
});
