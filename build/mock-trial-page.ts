import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { pathOf, servedByDevAndPreview } from "./server.ts";

/**
 * Trial play's demo page for the mock only: `mock/game-frame.html` is answered by the dev and
 * preview servers (which are the mock), never copied into `dist/`, and their `config.json` names
 * it as `trialPageUrl` when the brand's has none (brand-files.ts). A production build ships
 * `trialPageUrl: null` (the site sets its own trial page) and no placeholder
 * (`scripts/check-build-output.mjs`).
 */
export const MOCK_TRIAL_PAGE = "/lobby/game-frame.html";

export const mockTrialPage = (): Plugin =>
  servedByDevAndPreview("lobby-mock-trial-page", (req, res, next) => {
    if (pathOf(req) !== MOCK_TRIAL_PAGE) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(readFileSync(new URL("../mock/game-frame.html", import.meta.url)));
  });
