// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reactRouterProduction } from "./react-router-production.ts";

const plugin = reactRouterProduction();
const resolve = (source: string) => (plugin.resolveId as (source: string) => string | null)(source);
const applies = (mode: string) => (plugin.apply as (config: object, env: { mode: string; command: string }) => boolean)({}, { mode, command: "build" });

describe("React Router's production build", () => {
  it("resolves react-router and react-router/dom to the package's production files, with its development warnings off", () => {
    for (const source of ["react-router", "react-router/dom"]) {
      const file = resolve(source)!;
      expect(file).toMatch(/react-router\/dist\/production\/[\w-]+\.mjs$/);
      expect(existsSync(file)).toBe(true);
    }
    // The switch the package's own build sets in each of its chunks.
    const entry = resolve("react-router")!;
    const chunks = [...readFileSync(entry, "utf8").matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)].map((m) =>
      readFileSync(entry.replace("index.mjs", m[1]!), "utf8"),
    );
    const switches = chunks.flatMap((text) => [...text.matchAll(/ENABLE_DEV_WARNINGS = (\w+)/g)].map((m) => m[1]));
    expect(switches.length).toBeGreaterThan(0);
    expect(new Set(switches)).toEqual(new Set(["false"]));
  });

  it("leaves other imports alone, and development (npm run dev) on the package's own choice", () => {
    expect(resolve("react-router-dom")).toBeNull();
    expect(resolve("react-router/internal")).toBeNull();
    expect(applies("production")).toBe(true);
    expect(applies("development")).toBe(false);
  });
});
