import { fileURLToPath, pathToFileURL } from "node:url";
import type { EnvironmentOptions, Plugin, ViteBuilder } from "vite";
import type { FirstPaint } from "../src/app/prerender";
import { FIRST_PAINT_LOCALES, firstPaintFile } from "./locale-html.ts";

/**
 * The first paint of every locale, rendered from the app's own components at build time.
 * `vite build` builds the "prerender" environment (src/app/prerender.tsx, for Node) first, then
 * the app; once the app's index.html is written, each locale's first paint goes into #root of its
 * own copy: dist/index.html (th), dist/en/index.html, dist/cn/index.html. The servers pick the file
 * by path (locale-html.ts for preview, deploy/nginx.conf, the service worker's navigation routes).
 */
const PRERENDER_OUT = "node_modules/.lobby-prerender";
const RENDERER = pathToFileURL(fileURLToPath(new URL(`../${PRERENDER_OUT}/prerender.js`, import.meta.url))).href;

/** The Node-side build of the renderer (environment "prerender"); not shipped. */
export const prerenderEnvironment: EnvironmentOptions = {
  consumer: "server",
  build: {
    ssr: true,
    outDir: PRERENDER_OUT,
    emptyOutDir: true,
    copyPublicDir: false,
    // One file: each locale imports the renderer afresh (`?locale=`), and a chunk of its own would
    // import the renderer's unqueried copy, whose React contexts (the take-over's) are other objects.
    rollupOptions: { input: { prerender: "src/app/prerender.tsx" }, output: { codeSplitting: false } },
  },
};

/** `builder.buildApp`: the renderer first, then the app whose index.html it fills. */
export async function buildRendererThenApp(builder: ViteBuilder): Promise<void> {
  const { prerender, client } = builder.environments;
  if (!prerender || !client) throw new Error("vite.config.ts: the prerender and client environments are both needed");
  await builder.build(prerender);
  await builder.build(client);
}

const escapeAttr = (v: string) => v.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
/** One exact occurrence of a marker in the template, replaced (no pattern matching on the HTML). */
function fill(html: string, marker: string, value: string): string {
  const at = html.indexOf(marker);
  if (at < 0 || html.indexOf(marker, at + 1) >= 0) throw new Error(`index.html: expected "${marker}" exactly once`);
  return html.slice(0, at) + value + html.slice(at + marker.length);
}

/** The built index.html with a locale's first paint: its shell in #root, its description and its lang. */
export function fillFirstPaint(template: string, shell: FirstPaint): string {
  let html = fill(template, "<!--lobby-first-paint-->", shell.html);
  html = fill(
    html,
    "<!--lobby-first-paint-head: the description in the page's language-->",
    `<meta name="description" content="${escapeAttr(shell.description)}" />`,
  );
  return fill(html, '<html lang="th">', `<html lang="${shell.lang}">`);
}

/** `renderer`: the built renderer module's file URL (a test passes its own). */
export const firstPaint = (renderer = RENDERER): Plugin => ({
  name: "lobby-first-paint",
  apply: "build",
  enforce: "post",
  applyToEnvironment: (environment) => environment.name === "client",
  async generateBundle(_options, bundle) {
    const page = bundle["index.html"];
    if (page?.type !== "asset" || typeof page.source !== "string") throw new Error("lobby-first-paint: no index.html in the bundle");
    const template = page.source;
    for (const locale of FIRST_PAINT_LOCALES) {
      // A fresh copy of the renderer per locale: a lazy part (the game grids) that an earlier
      // render started loading would otherwise render in full here, not as the app's first
      // render shows it (its Suspense fallback).
      const { renderFirstPaint } = (await import(`${renderer}?locale=${locale}&t=${Date.now()}`)) as {
        renderFirstPaint: (locale: string) => Promise<FirstPaint>;
      };
      const html = fillFirstPaint(template, await renderFirstPaint(locale));
      if (locale === "th") page.source = html;
      else this.emitFile({ type: "asset", fileName: firstPaintFile(locale), source: html });
    }
  },
});
