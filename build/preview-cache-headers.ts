import type { Plugin } from "vite";
import { pathOf } from "./server.ts";

/**
 * Cache policy of the production server, mirrored by `vite preview` (docs/deployment.md):
 * hashed assets are immutable for a year; the entry points that name them are never cached.
 */
export function cacheHeaders(pathname: string): string | null {
  if (pathname.startsWith("/lobby/assets/")) return "public, max-age=31536000, immutable";
  if (/^\/lobby\/(sw\.js|config\.json|manifest\.webmanifest|workbox-[\w-]+\.js)$/.test(pathname)) return "no-cache";
  if (pathname.startsWith("/lobby/api/")) return null;
  // Everything else under /lobby/ that is not a file is the SPA's index.html.
  if (pathname.startsWith("/lobby/") && !/\.[a-z0-9]+$/i.test(pathname)) return "no-cache";
  if (/^\/lobby\/((en|cn)\/)?index\.html$/.test(pathname)) return "no-cache";
  return null;
}

export const previewCacheHeaders = (): Plugin => ({
  name: "lobby-preview-cache-headers",
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      const value = cacheHeaders(pathOf(req));
      if (value) res.setHeader("Cache-Control", value);
      next();
    });
  },
});
