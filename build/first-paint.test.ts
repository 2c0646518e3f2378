// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { fillFirstPaint, firstPaint } from "./first-paint.ts";

const template = `<html lang="th"><head><!--lobby-first-paint-head: the description in the page's language--></head><body><div id="root"><!--lobby-first-paint--></div></body></html>`;

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the first paint per locale", () => {
  it("fills the shell, the description (escaped for its attribute) and the page's language", () => {
    expect(fillFirstPaint(template, { html: "<header>H</header>", description: 'Slots & "live" <casino>', lang: "en" })).toBe(
      `<html lang="en"><head><meta name="description" content="Slots &amp; &quot;live&quot; &lt;casino>" /></head><body><div id="root"><header>H</header></div></body></html>`,
    );
  });
  it("refuses a template whose markers are missing or doubled", () => {
    expect(() => fillFirstPaint(template.replace("<!--lobby-first-paint-->", ""), { html: "", description: "", lang: "th" })).toThrow(/lobby-first-paint/);
    expect(() => fillFirstPaint(template + "<!--lobby-first-paint-->", { html: "", description: "", lang: "th" })).toThrow(/exactly once/);
  });
  it("writes index.html for Thai and en/ and cn/ copies from the built renderer", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "first-paint-"));
    const renderer = path.join(dir, "prerender.mjs");
    writeFileSync(renderer, `export const renderFirstPaint = async (locale) => ({ html: "<p>" + locale + "</p>", description: "d-" + locale, lang: locale });`);
    const bundle: Record<string, unknown> = { "index.html": { type: "asset", source: template } };
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = firstPaint(pathToFileURL(renderer).href);
    await (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => Promise<void>).call(
      { emitFile: (f: { fileName: string; source: string }) => emitted.push(f) },
      {},
      bundle,
    );
    expect((bundle["index.html"] as { source: string }).source).toContain('<html lang="th"><head><meta name="description" content="d-th" />');
    expect(emitted.map((f) => [f.fileName, f.source.match(/<div id="root">(.*?)<\/div>/)?.[1]])).toEqual([
      ["en/index.html", "<p>en</p>"],
      ["cn/index.html", "<p>cn</p>"],
    ]);
  });
});
