import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "./schema";

const shipped = JSON.parse(readFileSync(path.resolve(__dirname, "../../../public/config.json"), "utf8")) as Record<string, unknown>;
const withField = (patch: Record<string, unknown>) => ({ ...structuredClone(shipped), ...patch });

describe("runtime config check", () => {
  it("accepts the config.json that ships with the app, as it is", () => {
    expect(parseRuntimeConfig(shipped)).toEqual({ ok: true, config: shipped });
  });

  it("names every missing or wrong field by its path", () => {
    const result = parseRuntimeConfig({ apiBaseUrl: "" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      "apiBaseUrl: expected a non-empty string",
      "postbackUrl: expected a non-empty string",
      "site: expected an object",
      "features: expected an object",
      "bannerClickSink: expected a string or null",
      "gameFrameOrigins: expected a list of strings",
    ]);
  });

  it("checks nested fields, the LINE link as a URL and the kinds of values", () => {
    const site = { ...(shipped.site as object), line: "@lobby" };
    const result = parseRuntimeConfig(
      withField({ site, features: { realOtp: "yes", androidAppUrl: null }, gameFrameOrigins: ["'self'", 3], bannerClickSink: null }),
    );
    expect(!result.ok && result.problems).toEqual([
      "site.line: expected an absolute URL",
      "features.realOtp: expected true or false",
      "gameFrameOrigins: expected a list of strings",
    ]);
  });

  it("rejects a file that is not an object", () => {
    for (const raw of [null, [], "config", 1]) {
      expect(parseRuntimeConfig(raw)).toEqual({ ok: false, problems: ["(root): expected an object"] });
    }
  });
});
