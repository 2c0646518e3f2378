// The page side of `npm run dev -- --upstream <url>`: a Vite plugin (serve only) that adds a
// development-only overlay to the lobby's page and streams each contract violation the validating
// proxy (./proxy.mjs) sees to it (server-sent events on /lobby/__contract/events). The overlay
// (./overlay-client.js) is served from here, outside src/: it is never part of a build.
import { readFileSync } from "node:fs";

export const OVERLAY_BASE = "/lobby/__contract/";
const KEEP = 50;

/** @returns {{ plugin: import("vite").Plugin, report(event: object): void }} */
export function contractOverlay() {
  const seen = [];
  const clients = new Set();
  const client = readFileSync(new URL("./overlay-client.js", import.meta.url), "utf8");
  const send = (res, event) => res.write(`data: ${JSON.stringify(event)}\n\n`);
  return {
    report(event) {
      seen.push(event);
      if (seen.length > KEEP) seen.shift();
      for (const res of clients) send(res, event);
    },
    plugin: {
      name: "lobby-contract-overlay",
      apply: "serve",
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          const pathname = new URL(req.url ?? "/", "http://dev").pathname;
          if (pathname === `${OVERLAY_BASE}overlay.js`) {
            res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
            return res.end(client);
          }
          if (pathname !== `${OVERLAY_BASE}events`) return next();
          res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store", connection: "keep-alive" });
          res.write(": contract violations\n\n");
          for (const event of seen) send(res, event);
          clients.add(res);
          req.on("close", () => clients.delete(res));
        });
      },
      transformIndexHtml: () => [{ tag: "script", attrs: { type: "module", src: `${OVERLAY_BASE}overlay.js` }, injectTo: "body" }],
    },
  };
}
