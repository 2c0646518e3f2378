import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceForChunkError } from "./chunk-reload";

describe("chunk reload", () => {
  it("recognises failed dynamic imports only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /lobby/assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });

  it("reloads once, then not again within the window", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const err = new TypeError("Failed to fetch dynamically imported module");
    expect(reloadOnceForChunkError(err)).toBe(true);
    expect(reloadOnceForChunkError(err)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
