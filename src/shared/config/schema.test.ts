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
      "apiBaseUrl: expected an http(s) URL or a path",
      "postbackUrl: expected an http(s) URL or a path",
      "site: expected an object",
      "features: expected an object",
      "bannerClickSink: expected an http(s) URL, a path or null",
      "gameFrameOrigins: expected a list of http(s) origins or 'self'",
      "trialPageUrl: expected an http(s) URL, a path or null",
    ]);
  });

  it("checks nested fields, the LINE link as a URL and the kinds of values", () => {
    const site = { ...(shipped.site as object), line: "@lobby" };
    const result = parseRuntimeConfig(
      withField({ site, features: { realOtp: "yes", androidAppUrl: null }, gameFrameOrigins: ["'self'", 3], bannerClickSink: null }),
    );
    expect(!result.ok && result.problems).toEqual([
      "site.line: expected an absolute http(s) or line: URL",
      "features.realOtp: expected true or false",
      "gameFrameOrigins: expected a list of http(s) origins or 'self'",
    ]);
  });

  it("accepts only http(s) in URL fields (and line: for support): no javascript:, data: or other schemes", () => {
    const site = { ...(shipped.site as object), url: "javascript:alert(1)", line: "line://ti/p/@lobby", referral: " JavaScript:alert(1)//" };
    const result = parseRuntimeConfig(
      withField({
        site,
        apiBaseUrl: "https://api.example/lobby/api",
        postbackUrl: "data:text/html,<script>alert(1)</script>",
        features: { realOtp: false, androidAppUrl: "vbscript:x" },
        bannerClickSink: "\tjavascript:void(0)",
        gameFrameOrigins: ["'self'", "https://games.example", "javascript:alert(1)"],
        trialPageUrl: "https://demo.games.example/frame.html",
      }),
    );
    expect(!result.ok && result.problems).toEqual([
      "postbackUrl: expected an http(s) URL or a path",
      "site.url: expected an http(s) URL or a path",
      "site.referral: expected an http(s) URL or a path",
      "features.androidAppUrl: expected an http(s) URL, a path or null",
      "bannerClickSink: expected an http(s) URL, a path or null",
      "gameFrameOrigins: expected a list of http(s) origins or 'self'",
    ]);
  });

  it("takes game frame origins only as origins, and the support link only as a LINE or web URL", () => {
    expect(parseRuntimeConfig(withField({ gameFrameOrigins: ["https://games.example/play"] })).ok).toBe(false);
    expect(parseRuntimeConfig(withField({ gameFrameOrigins: ["https://games.example", "http://127.0.0.1:4230"] })).ok).toBe(true);
    for (const line of ["line://ti/p/@lobby", "https://line.me/R/ti/p/@lobby"]) {
      expect(parseRuntimeConfig(withField({ site: { ...(shipped.site as object), line } })).ok).toBe(true);
    }
    expect(parseRuntimeConfig(withField({ site: { ...(shipped.site as object), line: "javascript:alert(1)" } })).ok).toBe(false);
  });

  it("takes one-tap deposit amounts as a short list of positive numbers, or none (the default list)", () => {
    expect(parseRuntimeConfig(withField({ quickDepositAmounts: [50, 500.5] })).ok).toBe(true);
    const { quickDepositAmounts: _dropped, ...without } = shipped;
    expect(parseRuntimeConfig(without).ok).toBe(true);
    for (const bad of [[0], [-100], ["500"], [1, 2, 3, 4, 5, 6, 7, 8, 9], 500, null]) {
      const result = parseRuntimeConfig(withField({ quickDepositAmounts: bad }));
      expect(!result.ok && result.problems).toEqual(["quickDepositAmounts: expected a list of at most 8 positive amounts"]);
    }
    expect(parseRuntimeConfig(withField({ trialPageUrl: null })).ok).toBe(true);
  });

  it("rejects a file that is not an object", () => {
    for (const raw of [null, [], "config", 1]) {
      expect(parseRuntimeConfig(raw)).toEqual({ ok: false, problems: ["(root): expected an object"] });
    }
  });
});
