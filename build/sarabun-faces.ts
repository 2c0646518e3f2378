import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** Where a stylesheet asks for the faces: `@sarabun-faces thai 400, latin 400, …;` (src/app/fonts.css). */
const RULE = /@sarabun-faces\s+([^;]+);/;

/**
 * One `@font-face` per subset and weight asked for, as Fontsource's own CSS writes it, without
 * its .woff fallback (every browser the lobby supports reads woff2): the file from
 * @fontsource/sarabun/files, the subset's unicode-range from the package's unicode.json (so a
 * page fetches a file only when it has text in that range). `from`: the stylesheet's folder, for
 * the relative url() Vite then resolves and fingerprints.
 */
export function sarabunFaceRules(request: string, from: string): string {
  const dir = path.dirname(require.resolve("@fontsource/sarabun/package.json"));
  const ranges = JSON.parse(readFileSync(path.join(dir, "unicode.json"), "utf8")) as Record<string, string>;
  return request
    .split(",")
    .map((item) => {
      const [subset = "", weight = ""] = item.trim().split(/\s+/);
      const range = ranges[subset];
      if (!range || !/^\d00$/.test(weight)) throw new Error(`@sarabun-faces: no Sarabun subset "${subset}" at weight "${weight}"`);
      const file = path
        .relative(from, path.join(dir, "files", `sarabun-${subset}-${weight}-normal.woff2`))
        .split(path.sep)
        .join("/");
      return `@font-face{font-family:"Sarabun";font-style:normal;font-display:swap;font-weight:${weight};src:url("${file}") format("woff2");unicode-range:${range}}`;
    })
    .join("\n");
}

/** Replaces `@sarabun-faces …;` in a stylesheet with its faces (sarabunFaceRules), in development and in the build. */
export function sarabunFaces(): Plugin {
  return {
    name: "lobby:sarabun-faces",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      const match = file.endsWith(".css") ? RULE.exec(code) : null;
      return match ? code.replace(RULE, sarabunFaceRules(match[1]!, path.dirname(file))) : null;
    },
  };
}
