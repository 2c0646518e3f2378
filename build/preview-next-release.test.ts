// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NEXT_RELEASE_COOKIE, previewNextRelease } from "./preview-next-release.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
let dir = "";
afterEach(async () => {
  await close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the preview's next release", () => {
  it("answers sw.js as a new version only with the cookie, and nothing else", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "lobby-dist-"));
    writeFileSync(path.join(dir, "sw.js"), "self.version = 1;");
    const plugin = previewNextRelease();
    (plugin.configResolved as (config: object) => void)({ root: dir, build: { outDir: "." } });
    const server = await servePlugin(plugin, "configurePreviewServer");
    close = server.close;
    const next = { cookie: `a=b; ${NEXT_RELEASE_COOKIE}=1` };

    const released = await server.get("/lobby/sw.js", next);
    expect(released.headers["content-type"]).toBe("text/javascript");
    expect(released.body.toString()).toBe("self.version = 1;\n// the next release\n");
    // Without the cookie (or with another value), and for any other file: what the preview serves anyway.
    expect((await server.get("/lobby/sw.js")).body.toString()).toBe("fallthrough /lobby/sw.js");
    expect((await server.get("/lobby/sw.js", { cookie: `${NEXT_RELEASE_COOKIE}=0` })).body.toString()).toBe("fallthrough /lobby/sw.js");
    expect((await server.get("/lobby/config.json", next)).body.toString()).toBe("fallthrough /lobby/config.json");
  });
});
