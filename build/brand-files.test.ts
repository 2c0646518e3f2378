// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { brandConfig, manifestFor } from "../scripts/brand.mjs";
import { brandFiles } from "./brand-files.ts";
import { MOCK_TRIAL_PAGE } from "./mock-files.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
afterEach(() => close());

describe("brand files", () => {
  it("dev and preview answer the brand's config.json (the mock trial page where it names none) and manifest", async () => {
    const brand = brandConfig("lagoon");
    for (const hook of ["configureServer", "configurePreviewServer"] as const) {
      const server = await servePlugin(brandFiles(brand), hook);
      close = server.close;
      const config = await server.get("/lobby/config.json");
      expect(config.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(config.body.toString())).toEqual({ ...brand, trialPageUrl: brand.trialPageUrl ?? MOCK_TRIAL_PAGE });
      const manifest = await server.get("/lobby/manifest.webmanifest");
      expect(manifest.headers["content-type"]).toBe("application/manifest+json");
      expect(JSON.parse(manifest.body.toString())).toEqual(manifestFor(brand));
      expect((await server.get("/lobby/icon.svg")).body.toString()).toBe("fallthrough /lobby/icon.svg");
      await close();
      close = async () => {};
    }
  });
  it("a brand's own trial page is served as it is", async () => {
    const server = await servePlugin(brandFiles({ ...brandConfig(), trialPageUrl: "https://trial.example/play" }), "configurePreviewServer");
    close = server.close;
    expect(JSON.parse((await server.get("/lobby/config.json")).body.toString()).trialPageUrl).toBe("https://trial.example/play");
  });
  it("the build writes the default brand's manifest, whatever brand dev serves, and links it from the head", () => {
    const plugin = brandFiles(brandConfig("lagoon"));
    const emitFile = vi.fn();
    (plugin.generateBundle as (this: unknown) => void).call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({ type: "asset", fileName: "manifest.webmanifest", source: JSON.stringify(manifestFor(brandConfig()), null, 2) });
    expect((plugin.transformIndexHtml as () => unknown)()).toEqual([
      { tag: "link", attrs: { rel: "manifest", href: "/lobby/manifest.webmanifest" }, injectTo: "head" },
    ]);
  });
});
