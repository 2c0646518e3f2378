import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { pathOf } from "./server.ts";

/** The cookie that makes `vite preview` answer /lobby/sw.js as the next release would. */
export const NEXT_RELEASE_COOKIE = "lobby-next-release";

/**
 * `vite preview` only (npm start, e2e): with the cookie set, the worker's script is the built one
 * with one more line, so the browser's next update check finds a new version. The update banner
 * and its reload can then be reached on the mock alone (e2e/delivery.spec.ts). nginx has no such
 * hook, and nothing of it is in the build.
 */
export const previewNextRelease = (): Plugin => {
  let worker = "";
  return {
    name: "lobby:preview-next-release",
    configResolved(config) {
      worker = path.resolve(config.root, config.build.outDir, "sw.js");
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const cookies = req.headers.cookie?.split(/;\s*/) ?? [];
        if (pathOf(req) !== "/lobby/sw.js" || !cookies.includes(`${NEXT_RELEASE_COOKIE}=1`)) return next();
        res.setHeader("Content-Type", "text/javascript");
        res.end(`${readFileSync(worker, "utf8")}\n// the next release\n`);
      });
    },
  };
};
