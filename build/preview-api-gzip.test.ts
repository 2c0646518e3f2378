// @vitest-environment node
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { previewApiGzip } from "./preview-api-gzip.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
afterEach(() => close());

const catalogue = JSON.stringify({ games: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game ${i}` })) });

describe("preview API gzip", () => {
  it("gzips what the preview proxies under /lobby/api/ for a client that accepts it, and nothing else", async () => {
    const server = await servePlugin(previewApiGzip(), "configurePreviewServer", (_req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.end(catalogue);
    });
    close = server.close;
    const api = await server.get("/lobby/api/games", { "accept-encoding": "gzip" });
    expect(api.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(api.body).toString()).toBe(catalogue);
    const file = await server.get("/lobby/config.json", { "accept-encoding": "gzip" });
    expect(file.headers["content-encoding"]).toBeUndefined();
    expect(file.body.toString()).toBe(catalogue);
  });
});
