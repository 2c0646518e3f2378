import type { Plugin } from "vite";
import { bootScript } from "../scripts/boot-script.mjs";

/**
 * The boot script (which picks the static shell's variant before the first paint) is inlined
 * into index.html, dev and build; the CSP names it by hash. One render-blocking request fewer.
 * The stylesheet stays a file on purpose: inlined, the shell painted before the preloaded
 * fonts arrived and the font swap then moved the header (measured CLS up to 0.07).
 */
export const inlineBootScript = (): Plugin => ({
  name: "lobby-inline-boot",
  transformIndexHtml: () => [{ tag: "script", children: bootScript().code, injectTo: "head" }],
});
