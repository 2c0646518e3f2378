import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { pathOf } from "./server.ts";

/** Where the development page registers MSW's worker (src/dev/mock-worker.ts); its scope is /lobby/. */
export const MOCK_WORKER_PATH = "/lobby/mockServiceWorker.js";

/**
 * `npm run dev` serves MSW's service worker script from node_modules, so the contract's mock runs in
 * the browser (src/dev) with no generated file in public/: `vite build` and `vite preview` never
 * see it (scripts/check-dev-free.mjs proves the build holds none).
 */
export const mockServiceWorker = (): Plugin => ({
  name: "lobby-mock-service-worker",
  apply: "serve",
  configureServer(server) {
    const file = createRequire(import.meta.url).resolve("msw/mockServiceWorker.js");
    server.middlewares.use((req, res, next) => {
      if (pathOf(req) !== MOCK_WORKER_PATH) return next();
      res.setHeader("Content-Type", "text/javascript");
      res.setHeader("Cache-Control", "no-cache");
      res.end(readFileSync(file));
    });
  },
});
