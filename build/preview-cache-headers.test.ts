// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { cacheHeaders, previewCacheHeaders } from "./preview-cache-headers.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
afterEach(() => close());

describe("cache headers (the production policy, mirrored by vite preview)", () => {
  it("hashed assets are immutable for a year; the files that name them are revalidated", () => {
    expect(cacheHeaders("/lobby/assets/index-AbC123.js")).toBe("public, max-age=31536000, immutable");
    for (const entry of [
      "/lobby/sw.js",
      "/lobby/config.json",
      "/lobby/manifest.webmanifest",
      "/lobby/workbox-1a2b.js",
      "/lobby/index.html",
      "/lobby/en/index.html",
    ]) {
      expect(cacheHeaders(entry), entry).toBe("no-cache");
    }
  });
  it("pages (paths without a file extension) are the SPA's index.html: no-cache; the API and plain files get none", () => {
    expect(cacheHeaders("/lobby/")).toBe("no-cache");
    expect(cacheHeaders("/lobby/cn/promotion")).toBe("no-cache");
    expect(cacheHeaders("/lobby/api/profile")).toBeNull();
    expect(cacheHeaders("/lobby/icon.svg")).toBeNull();
    expect(cacheHeaders("/other/page")).toBeNull();
  });
  it("the preview server sends the policy on its answers", async () => {
    const server = await servePlugin(previewCacheHeaders(), "configurePreviewServer");
    close = server.close;
    expect((await server.get("/lobby/assets/a-1.css")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await server.get("/lobby/lobby?x=1")).headers["cache-control"]).toBe("no-cache");
    expect((await server.get("/lobby/api/games")).headers["cache-control"]).toBeUndefined();
  });
});
