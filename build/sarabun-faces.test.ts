// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sarabunFaceRules, sarabunFaces } from "./sarabun-faces.ts";

const appDir = path.resolve("src/app");
const unicode = JSON.parse(readFileSync("node_modules/@fontsource/sarabun/unicode.json", "utf8")) as Record<string, string>;
const transform = (code: string, id: string) => (sarabunFaces().transform as (code: string, id: string) => string | null)(code, id);

describe("Sarabun's faces from the package", () => {
  it("writes one face per subset and weight: the package's woff2 file, its unicode-range, swap", () => {
    const css = sarabunFaceRules("thai 400, latin 600", appDir);
    const faces = css.split("\n");
    expect(faces).toHaveLength(2);
    const [thai, latin] = faces as [string, string];
    expect(thai).toContain("font-weight:400");
    expect(thai).toContain(`unicode-range:${unicode.thai}`);
    expect(latin).toContain("font-weight:600");
    expect(latin).toContain(`unicode-range:${unicode.latin}`);
    for (const face of faces) {
      expect(face).toContain("font-display:swap");
      const url = /url\("([^"]+)"\)/.exec(face)?.[1];
      expect(url).toMatch(/^\.\.\/\.\.\/node_modules\/@fontsource\/sarabun\/files\/sarabun-(thai-400|latin-600)-normal\.woff2$/);
      expect(existsSync(path.join(appDir, url!))).toBe(true);
    }
  });

  it("refuses a subset or weight the package does not have, naming it", () => {
    expect(() => sarabunFaceRules("klingon 400", appDir)).toThrow('no Sarabun subset "klingon" at weight "400"');
    expect(() => sarabunFaceRules("thai bold", appDir)).toThrow('no Sarabun subset "thai" at weight "bold"');
  });

  it("replaces the rule in a stylesheet and leaves every other module alone", () => {
    const out = transform("/* fonts */\n@sarabun-faces thai 400;\nbody{margin:0}", path.join(appDir, "fonts.css"))!;
    expect(out).not.toContain("@sarabun-faces");
    expect(out).toMatch(/^\/\* fonts \*\/\n@font-face\{[^}]+\}\nbody\{margin:0\}$/);
    expect(transform("body{margin:0}", path.join(appDir, "styles.css"))).toBeNull();
    expect(transform('const s = "@sarabun-faces thai 400;"', path.join(appDir, "x.ts"))).toBeNull();
  });

  it("is what the app's stylesheet asks for: Thai and Latin at 400 and 600", () => {
    const css = readFileSync(path.join(appDir, "fonts.css"), "utf8");
    expect(
      /@sarabun-faces\s+([^;]+);/
        .exec(css)?.[1]
        ?.split(",")
        .map((s) => s.trim()),
    ).toEqual(["thai 400", "latin 400", "thai 600", "latin 600"]);
  });
});
