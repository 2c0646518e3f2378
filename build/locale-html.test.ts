// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { firstPaintFile, localeHtmlUrl, previewLocaleHtml } from "./locale-html.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
afterEach(() => close());

describe("each locale's index.html", () => {
  it("lives at the locale's folder; Thai at the root", () => {
    expect(firstPaintFile("th")).toBe("index.html");
    expect(firstPaintFile("en")).toBe("en/index.html");
  });
  it("answers the pages under /lobby/en and /lobby/cn (query kept), never their files or other paths", () => {
    expect(localeHtmlUrl("/lobby/en")).toBe("/lobby/en/index.html");
    expect(localeHtmlUrl("/lobby/cn/lobby/pg?tab=slots")).toBe("/lobby/cn/index.html?tab=slots");
    expect(localeHtmlUrl("/lobby/en/icon.svg")).toBe("/lobby/en/icon.svg");
    expect(localeHtmlUrl("/lobby/english")).toBe("/lobby/english");
    expect(localeHtmlUrl("/lobby/promotion")).toBe("/lobby/promotion");
  });
  it("the preview server rewrites the request before its static files answer", async () => {
    const server = await servePlugin(previewLocaleHtml(), "configurePreviewServer");
    close = server.close;
    expect((await server.get("/lobby/en/promotion")).body.toString()).toBe("fallthrough /lobby/en/index.html");
  });
});
