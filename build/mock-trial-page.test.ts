// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { MOCK_TRIAL_PAGE, mockTrialPage } from "./mock-trial-page.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
afterEach(() => close());

describe("the mock's trial page", () => {
  it.each(["configureServer", "configurePreviewServer"] as const)(
    "%s answers mock/game-frame.html at its path (any query) and passes the rest on",
    async (hook) => {
      const server = await servePlugin(mockTrialPage(), hook);
      close = server.close;
      const page = await server.get(`${MOCK_TRIAL_PAGE}?gameId=7`);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body.toString()).toBe(readFileSync(new URL("../mock/game-frame.html", import.meta.url), "utf8"));
      expect((await server.get("/lobby/other.html")).body.toString()).toBe("fallthrough /lobby/other.html");
    },
  );
});
