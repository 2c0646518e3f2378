import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { VitePWA } from "vite-plugin-pwa";
import { FIRST_PAINT_LOCALES, firstPaintFile } from "./locale-html.ts";

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the shell needs it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The files of the app's shell: each locale's index.html, the entry's JavaScript with every chunk
 * it imports statically, their stylesheets and what those reference (the Sarabun files). Route
 * chunks, popups, game art and brand files are not in it: the worker caches them as they are used.
 */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>(FIRST_PAINT_LOCALES.map(firstPaintFile));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key.endsWith(".html")) visit(key);
  return files;
}

/** workbox-build's manifest transform: the precache list cut down to the shell (`manifest`: read once the build is written). */
export const onlyTheShell =
  (manifest: () => Record<string, ManifestChunk>) =>
  <E extends { url: string }>(entries: E[]) => {
    const shell = shellFiles(manifest());
    const kept = entries.filter((e) => shell.has(e.url));
    const missing = [...shell].filter((f) => !kept.some((e) => e.url === f));
    if (missing.length) throw new Error(`service worker: shell files missing from the precache: ${missing.join(", ")}`);
    return { manifest: kept, warnings: [] };
  };

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const viteManifest = () => JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;

/** The service worker (src/app/sw.ts; docs/deployment.md, "Service worker and offline"). */
export const serviceWorker = () =>
  VitePWA({
    // Own worker (src/app/sw.ts): one navigation fallback per locale, which generateSW cannot do.
    strategies: "injectManifest",
    srcDir: "src/app",
    filename: "sw.ts",
    registerType: "prompt",
    injectRegister: false,
    scope: "/lobby/",
    manifest: false,
    // The shell only; the worker caches the rest at runtime (src/app/sw.ts).
    injectManifest: { globPatterns: ["**/*.{js,css,html,woff2}"], manifestTransforms: [onlyTheShell(viteManifest)] },
  });
