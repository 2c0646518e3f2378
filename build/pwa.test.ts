// @vitest-environment node
import { describe, expect, it } from "vitest";
import { onlyTheShell, shellFiles } from "./pwa.ts";

/** A build manifest: the entry, a chunk it imports, a lazy route chunk, a lazy popup. */
const manifest = {
  "index.html": {
    file: "assets/index-A1.js",
    isEntry: true,
    imports: ["_react-B2.js"],
    dynamicImports: ["src/pages/lobby/index.ts"],
    css: ["assets/index-C3.css"],
    assets: ["assets/sarabun-thai-400-normal-D4.woff2"],
  },
  "_react-B2.js": { file: "assets/react-B2.js", imports: ["index.html"] },
  "src/pages/lobby/index.ts": { file: "assets/lobby-E5.js", isDynamicEntry: true, imports: ["_react-B2.js"], css: ["assets/lobby-F6.css"] },
  "src/features/deposit/index.ts": { file: "assets/deposit-G7.js", isDynamicEntry: true },
};

describe("the precache: the shell only", () => {
  it("is each locale's index.html, the entry with what it imports statically, its stylesheet and fonts", () => {
    expect([...shellFiles(manifest)].sort()).toEqual(
      [
        "index.html",
        "en/index.html",
        "cn/index.html",
        "assets/index-A1.js",
        "assets/index-C3.css",
        "assets/sarabun-thai-400-normal-D4.woff2",
        "assets/react-B2.js",
      ].sort(),
    );
  });
  it("leaves route chunks, popups, pictures and brand files out of the worker's list", () => {
    const globbed = [
      ...shellFiles(manifest),
      "assets/lobby-E5.js",
      "assets/lobby-F6.css",
      "assets/deposit-G7.js",
      "games/pg.svg",
      "brands/lagoon/logo.svg",
      "icon.svg",
    ].map((url) => ({ url, revision: null, size: 1 }));
    const { manifest: kept } = onlyTheShell(() => manifest)(globbed);
    expect(new Set(kept.map((e) => e.url))).toEqual(shellFiles(manifest));
  });
  it("fails the build when a shell file is not among the files found (a pattern that misses it)", () => {
    const globbed = [...shellFiles(manifest)].filter((f) => f !== "en/index.html").map((url) => ({ url }));
    expect(() => onlyTheShell(() => manifest)(globbed)).toThrow(/missing from the precache: en\/index.html/);
  });
});
