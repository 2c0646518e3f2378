// Test helpers for the plugins of build/ (imported by their tests only).
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Connect, Plugin } from "vite";

type Hook = "configureServer" | "configurePreviewServer";

/**
 * A local HTTP server running the middleware a plugin installs in dev or preview, in front of
 * `last` (what Vite itself would answer: by default the request's URL as the server saw it).
 */
export async function servePlugin(
  plugin: Plugin,
  hook: Hook,
  last: Connect.NextHandleFunction = (req, res) => res.end(`fallthrough ${req.url}`),
): Promise<{ get: (path: string, headers?: Record<string, string>) => Promise<Reply>; close: () => Promise<void> }> {
  const stack: Connect.NextHandleFunction[] = [];
  const configure = plugin[hook];
  if (typeof configure !== "function") throw new Error(`${plugin.name} has no ${hook}`);
  // The one part of Vite's server object these plugins use.
  await (configure as (server: unknown) => unknown)({ middlewares: { use: (fn: Connect.NextHandleFunction) => stack.push(fn) } });
  const chain = [...stack, last];
  const server: Server = createServer((req, res) => {
    let at = 0;
    const next = (error?: unknown) => {
      if (error) return void res.writeHead(500).end(String(error));
      chain[at++]?.(req, res, next);
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (path, headers = {}) => get(`http://127.0.0.1:${port}${path}`, headers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
/** A GET that leaves the body as sent (fetch would undo a Content-Encoding). */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<Reply>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
