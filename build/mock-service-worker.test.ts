// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { MOCK_WORKER_PATH, mockServiceWorker } from "./mock-service-worker.ts";
import { servePlugin } from "./testing.ts";

let close = async () => {};
afterEach(() => close());

describe("the contract mock's service worker (npm run dev only)", () => {
  it("the dev server serves MSW's worker script at /lobby/mockServiceWorker.js and nothing else", async () => {
    const server = await servePlugin(mockServiceWorker(), "configureServer");
    close = server.close;
    const worker = await server.get(MOCK_WORKER_PATH);
    expect(worker.status).toBe(200);
    expect(worker.headers["content-type"]).toBe("text/javascript");
    // MSW's own worker: it answers the page's requests with what the page's handlers say.
    expect(worker.body.toString()).toContain("Mock Service Worker");
    expect((await server.get("/lobby/other.js")).body.toString()).toBe("fallthrough /lobby/other.js");
  });

  it("is a development server plugin only: the build and the preview have no such file", () => {
    const plugin = mockServiceWorker();
    expect(plugin.apply).toBe("serve");
    expect(plugin.configurePreviewServer).toBeUndefined();
  });
});
