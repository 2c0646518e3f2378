import type { Plugin } from "vite";
import compression from "compression";

/**
 * API answers gzipped, as production serves them (nginx `gzip_types application/json`, or the
 * API itself): vite preview compresses its own files but not what it proxies, and the 2,000-game
 * catalogue is ten times smaller compressed. Lighthouse and `npm start` see the real transfer.
 */
export const previewApiGzip = (): Plugin => ({
  name: "lobby-preview-api-gzip",
  configurePreviewServer(server) {
    const gzip = compression();
    server.middlewares.use((req, res, next) => {
      // compression() is typed for Express; connect's req/res are the same Node objects underneath.
      if (req.url?.startsWith("/lobby/api/")) gzip(req as Parameters<typeof gzip>[0], res as Parameters<typeof gzip>[1], next);
      else next();
    });
  },
});
