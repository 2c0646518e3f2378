// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { MOCK_TRIAL_PAGE, mockFiles } from "./mock-files.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
afterEach(() => close());

const mockFile = (rel: string) => readFileSync(new URL(`../mock/${rel}`, import.meta.url), "utf8");

describe("the mock's files", () => {
  it.each(["configureServer", "configurePreviewServer"] as const)(
    "%s answers mock/<path> at /lobby/<path> (any query) and passes the rest on",
    async (hook) => {
      const server = await servePlugin(mockFiles(), hook);
      close = server.close;
      const page = await server.get(`${MOCK_TRIAL_PAGE}?gameId=7`);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body.toString()).toBe(mockFile("game-frame.html"));
      const art = await server.get("/lobby/games/art/pgsoft/mahjong-ways.svg");
      expect(art.headers["content-type"]).toBe("image/svg+xml");
      expect(art.body.toString()).toBe(mockFile("games/art/pgsoft/mahjong-ways.svg"));
      expect((await server.get("/lobby/promotions/new-member.svg")).body.toString()).toBe(mockFile("promotions/new-member.svg"));
      for (const other of ["/lobby/other.html", "/lobby/games/", "/lobby/games/..%2f..%2fpackage.json", "/games/pgsoft.svg"])
        expect((await server.get(other)).body.toString(), other).toBe(`fallthrough ${other}`);
    },
  );
});
