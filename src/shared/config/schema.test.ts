// @vitest-environment node
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
      "brand: expected an object",
      "responsiblePlay: expected an object",
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

  it("takes Web Push as absent, null or a VAPID public key (base64url P-256), nothing else", () => {
    const key = "BNt_0Eoz_YWJ5eYFtEfdfPg-bIHeMUjYFmxrB2EyxNKVrONr6enSgtuMcV4LiE0MO7NjCcjzEwYpe1bsi4xz9Pc";
    expect(parseRuntimeConfig(withField({ push: { vapidPublicKey: key } })).ok).toBe(true);
    expect(parseRuntimeConfig(withField({ push: null })).ok).toBe(true);
    for (const bad of [{}, { vapidPublicKey: "" }, { vapidPublicKey: key.slice(1) }, { vapidPublicKey: `${key.slice(0, -1)}+` }, key, true]) {
      const result = parseRuntimeConfig(withField({ push: bad }));
      expect(!result.ok && result.problems).toEqual(["push: expected null or { vapidPublicKey } (a base64url P-256 public key, 87 characters)"]);
    }
  });

  it("takes field reports as absent, null or a collector URL with a vitals sample rate (and a bound)", () => {
    const ok = { collectorUrl: "https://otel.example:4318/v1/logs", vitalsSampleRate: 0.1 };
    for (const good of [undefined, null, ok, { ...ok, collectorUrl: "/otel/v1/logs", vitalsSampleRate: 0 }, { ...ok, vitalsSampleRate: 1, maxPerPage: 200 }]) {
      expect(parseRuntimeConfig(withField({ fieldReports: good })).ok).toBe(true);
    }
    const bads = [
      {},
      { ...ok, collectorUrl: "javascript:alert(1)" },
      { ...ok, vitalsSampleRate: 1.5 },
      { collectorUrl: ok.collectorUrl },
      { ...ok, maxPerPage: 0 },
      { ...ok, maxPerPage: 2.5 },
      "https://otel.example",
    ];
    for (const bad of bads) {
      const result = parseRuntimeConfig(withField({ fieldReports: bad }));
      expect(!result.ok && result.problems, JSON.stringify(bad)).toEqual([
        "fieldReports: expected null or { collectorUrl (an http(s) URL or a path), vitalsSampleRate (0-1), maxPerPage? (1-200) }",
      ]);
    }
  });

  it("rejects a file that is not an object", () => {
    for (const raw of [null, [], "config", 1]) {
      expect(parseRuntimeConfig(raw)).toEqual({ ok: false, problems: ["(root): expected an object"] });
    }
  });

  it("checks the brand: logo size, trust marks, copy per locale, support links and the responsible-play switches", () => {
    const brand = structuredClone(shipped.brand) as Record<string, unknown>;
    brand.logo = { url: "/lobby/logo.svg", width: "36", height: 0 };
    brand.trustMarks = { payments: [{ name: "PromptPay", src: "javascript:x", width: 40, height: 28 }], providers: [] };
    brand.copy = { th: { heroTitle: "" }, de: { heroTitle: "Hallo" } };
    brand.supportLinks = [{ label: { th: "LINE", en: "LINE" }, url: "https://line.me/R/ti/p/@x" }];
    const result = parseRuntimeConfig(withField({ brand, responsiblePlay: { adultsMark: true, page: "yes", realityCheckMinutes: 0, depositReminder: true } }));
    expect(!result.ok && result.problems).toEqual([
      "brand.logo.width: expected a whole number of pixels (1-2000)",
      "brand.logo.height: expected a whole number of pixels (1-2000)",
      "brand.copy: th: expected th/en/cn with texts for heroTitle, heroText, memberHeroTitle, memberHeroText, about",
      "brand.trustMarks.payments: item [0].src: expected an http(s) URL or a path",
      "brand.supportLinks: item [0].label: expected a text for th, en and cn",
      "responsiblePlay.page: expected true or false",
      "responsiblePlay.realityCheckMinutes: expected minutes (1-240) or null",
    ]);
  });

  it("refuses a colour set whose text fails WCAG AA on its surfaces, naming each pair and its ratio", () => {
    const colors = { ...(shipped.brand as { colors: object }).colors, surface: "#6a6a6a", text: "#9a9a9a", muted: "#8a8a8a" };
    const result = parseRuntimeConfig(withField({ brand: { ...(shipped.brand as object), colors } }));
    expect(result.ok).toBe(false);
    const problems = !result.ok ? result.problems : [];
    expect(problems).toContain("brand.colors: text #9a9a9a on surface #6a6a6a has contrast 1.92:1, WCAG AA needs 4.5:1");
    expect(problems).toContain("brand.colors: muted #8a8a8a on surface #6a6a6a has contrast 1.57:1, WCAG AA needs 4.5:1");
    expect(problems).toContain("brand.colors: danger #ff6b6b on surface #6a6a6a has contrast 1.95:1, WCAG AA needs 4.5:1");
    // Pairs that still pass are not named.
    expect(problems.some((p) => p.includes("onPrimary"))).toBe(false);
  });

  it("names a colour that is not #rrggbb, and a missing required token", () => {
    const colors: Record<string, string> = { ...(shipped.brand as { colors: Record<string, string> }).colors, accent: "gold" };
    delete colors.danger;
    const result = parseRuntimeConfig(withField({ brand: { ...(shipped.brand as object), colors } }));
    expect(!result.ok && result.problems).toEqual(["brand.colors.accent: expected a #rrggbb colour", "brand.colors.danger: expected a #rrggbb colour"]);
  });

  it("accepts every demo brand (brands/*.json over config.json); an overlay may set any key", async () => {
    const { brandConfig, brandNames } = await import("../../../scripts/brand.mjs");
    for (const name of brandNames()) expect(parseRuntimeConfig(brandConfig(name))).toMatchObject({ ok: true });
    const lagoon = brandConfig("lagoon") as { site: { name: string; url: string }; brand: { colors: object }; quickDepositAmounts: number[] };
    expect(lagoon.site.name).toBe("Lagoon Play");
    expect(lagoon.site.url).toBe((shipped.site as { url: string }).url); // the rest of an object comes from the base
    expect(lagoon.quickDepositAmounts).toEqual([100, 300, 500, 1000]); // any config key can be set per brand
  });
});

describe("theme variables", () => {
  it("derives the shades a colour set leaves out, each still readable under its text", async () => {
    const { themeVariables } = await import("./theme");
    const { contrast } = await import("./contrast");
    const { surface2: _a, muted: _b, line: _c, glow: _d, ...base } = (shipped.brand as { colors: Record<string, string> }).colors;
    const light = {
      ...base,
      background: "#f6f6f6",
      surface: "#ffffff",
      text: "#1a1a1a",
      accent: "#0b5394",
      primary: "#0b6e86",
      onPrimary: "#ffffff",
      success: "#17703a",
      danger: "#b3261e",
    };
    const vars = themeVariables(light as never);
    expect(parseRuntimeConfig(withField({ brand: { ...(shipped.brand as object), colors: light } }))).toMatchObject({ ok: true });
    expect(vars["color-scheme"]).toBe("light");
    expect(contrast(vars["--muted"]!, vars["--panel"]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars["--text"]!, vars["--panel-2"]!)).toBeGreaterThanOrEqual(4.5);
    expect(vars["--header-bg"]).toBe("#f6f6f6");
  });
});
