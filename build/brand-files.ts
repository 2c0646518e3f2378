import type { Connect, Plugin } from "vite";
import { brandConfig, manifestFor } from "../scripts/brand.mjs";
import { MOCK_TRIAL_PAGE } from "./mock-files.ts";
import { pathOf } from "./server.ts";

/**
 * config.json and the web app manifest of the chosen brand. The build writes the default brand's
 * manifest (a plain static host serves it); dev and preview answer both files from the brand, as
 * nginx does from the deployment's config.json (scripts/nginx-site.mjs). The manifest link is
 * added here (vite-plugin-pwa's own manifest would be fixed at build time).
 */
export const brandFiles = (brand: ReturnType<typeof brandConfig>): Plugin => {
  const files: Record<string, () => string> = {
    "/lobby/config.json": () => JSON.stringify({ ...brand, trialPageUrl: brand.trialPageUrl ?? MOCK_TRIAL_PAGE }),
    "/lobby/manifest.webmanifest": () => JSON.stringify(manifestFor(brand)),
  };
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const file = files[pathOf(req)];
    if (!file) return next();
    res.setHeader("Content-Type", req.url?.includes("manifest") ? "application/manifest+json" : "application/json");
    res.end(file());
  };
  return {
    name: "lobby-brand-files",
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    transformIndexHtml: () => [{ tag: "link", attrs: { rel: "manifest", href: "/lobby/manifest.webmanifest" }, injectTo: "head" }],
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "manifest.webmanifest", source: JSON.stringify(manifestFor(brandConfig()), null, 2) });
    },
  };
};
