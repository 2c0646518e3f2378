import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { pathOf, servedByDevAndPreview } from "./server.ts";

/** The mock's own files: `mock/<path>` is served at `/lobby/<path>` (the catalogue's art, the promotions' pictures, the trial page). */
const MOCK_DIR = fileURLToPath(new URL("../mock/", import.meta.url));

/**
 * Trial play's demo page for the mock only: the dev and preview servers (which are the mock) answer
 * it, and their `config.json` names it as `trialPageUrl` when the brand's has none (brand-files.ts).
 * A production build ships `trialPageUrl: null` (the site sets its own trial page).
 */
export const MOCK_TRIAL_PAGE = "/lobby/game-frame.html";

const TYPES: Record<string, string> = { ".svg": "image/svg+xml", ".html": "text/html; charset=utf-8" };

/**
 * The mock's data beside Prism: what the contract's examples point at (`/lobby/games/…`,
 * `/lobby/promotions/…`, the trial page) is answered from `mock/` by the dev and preview servers, as
 * `npm run serve:nginx` does in front of the mock (scripts/nginx-site.mjs), and never copied into
 * `dist/` (`scripts/check-build-output.mjs` fails a build that holds any of it).
 */
export const mockFiles = (): Plugin =>
  servedByDevAndPreview("lobby-mock-files", (req, res, next) => {
    const url = pathOf(req);
    const file = path.join(MOCK_DIR, decodeURIComponent(url.replace(/^\/lobby\//, "")));
    if (!url.startsWith("/lobby/") || !file.startsWith(MOCK_DIR) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
    res.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
    res.setHeader("Cache-Control", "no-cache");
    res.end(readFileSync(file));
  });
