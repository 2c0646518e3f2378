// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, siteConf } from "./nginx-site.mjs";
import { bootScript } from "./boot-script.mjs";
import { HSTS } from "./security-headers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const shipped = JSON.parse(readFileSync(path.join(root, "public/config.json"), "utf8"));
const indexHtml = `<head><script>${bootScript().code}</script><script type="module" src="/x.js"></script></head>`;
const base = { indexHtml, config: shipped, configFile: "/srv/config.json", upstream: "https://api.internal/lobby/api/", root: "/srv/lobby", listen: "443 ssl" };
const cspOf = (conf) => /set \$lobby_csp "([^"]+)";/.exec(conf)?.[1] ?? "";

describe("nginx-site (the generated per-deployment include)", () => {
  it("hashes the build's inline script, as the preview server's policy does", () => {
    expect(inlineScriptHashes(indexHtml)).toEqual([bootScript().csp]);
    expect(cspOf(siteConf(base))).toContain(`script-src 'self' ${bootScript().csp};`);
  });

  it("takes the frame, API, postback and banner-sink origins from config.json", () => {
    const config = {
      ...shipped,
      apiBaseUrl: "https://api.example/lobby/api",
      bannerClickSink: "https://sink.example/clicks",
      gameFrameOrigins: ["'self'", "https://games.example"],
      trialPageUrl: "https://demo.example/frame.html",
    };
    const csp = cspOf(siteConf({ ...base, config }));
    expect(csp).toContain("connect-src 'self' https://api.example https://sink.example;");
    expect(csp).toContain("frame-src 'self' https://games.example https://demo.example;");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("lets the pages report to the field-report collector config.json names, and to none when it names none", () => {
    const config = { ...shipped, fieldReports: { collectorUrl: "https://otel.example:4318/v1/logs", vitalsSampleRate: 0.1 } };
    expect(cspOf(siteConf({ ...base, config }))).toContain("connect-src 'self' https://otel.example:4318;");
    expect(cspOf(siteConf(base))).toContain("connect-src 'self';");
    // A collector on the lobby's own origin (a path) needs no source of its own.
    expect(cspOf(siteConf({ ...base, config: { ...config, fieldReports: { collectorUrl: "/otel/v1/logs", vitalsSampleRate: 1 } } }))).toContain(
      "connect-src 'self';",
    );
  });

  it("frames only what config.json names: no 'self' unless listed or the trial page is a lobby path", () => {
    const crossOrigin = { ...shipped, gameFrameOrigins: ["https://games.example"], trialPageUrl: "https://demo.example/frame.html" };
    expect(cspOf(siteConf({ ...base, config: crossOrigin }))).toContain("frame-src https://games.example https://demo.example;");
    expect(cspOf(siteConf({ ...base, config: { ...crossOrigin, trialPageUrl: "/lobby/game-frame.html" } }))).toContain(
      "frame-src https://games.example 'self';",
    );
    expect(cspOf(siteConf({ ...base, config: { ...shipped, gameFrameOrigins: [], trialPageUrl: null } }))).toContain("frame-src 'none';");
  });

  it("API answers and the postback are never a page of the lobby: CSP sandbox, frame-ancestors 'none', X-Frame-Options DENY", () => {
    const proxied = siteConf(base)
      .split(/\nlocation /)
      .slice(1)
      .filter((block) => block.includes("proxy_pass"));
    expect(proxied).toHaveLength(2);
    for (const block of proxied) {
      expect(block).toContain(`set $lobby_csp "default-src 'none'; sandbox; frame-ancestors 'none'";`);
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
      expect(block).toContain("proxy_hide_header X-Frame-Options;");
      // The backend's own policy never replaces it.
      expect(block).toContain("proxy_hide_header Content-Security-Policy;");
    }
  });

  it("refuses a game origin that would add CSP directives", () => {
    expect(() => siteConf({ ...base, config: { ...shipped, gameFrameOrigins: ["https://a.example; script-src *"] } })).toThrow(/not an http\(s\) origin/);
  });

  it("proxies the API and the postback to the upstream, with SNI for https; HSTS only over TLS (or a terminator's https)", () => {
    const conf = siteConf(base);
    expect(conf).toContain("proxy_pass https://api.internal/lobby/api/;");
    expect(conf).toContain("proxy_pass https://api.internal/postback;");
    expect(conf).toContain("proxy_ssl_server_name on;");
    expect(conf).toContain(`if ($https = on) {\n  set $lobby_hsts "${HSTS}";`);
    expect(conf).not.toContain("$http_x_forwarded_proto");
    expect(siteConf({ ...base, tlsTerminator: true })).toContain("if ($http_x_forwarded_proto = https) {");
  });
});

describe("deploy/nginx.conf", () => {
  it("includes the security headers in every location (add_header in a location drops the server's)", () => {
    const conf = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations.length).toBeGreaterThan(5);
    for (const block of locations) expect(block.slice(0, block.indexOf("\n  }")), block.split("\n")[0]).toContain("include lobby/security-headers.conf;");
    // The generated locations too.
    const site = siteConf(base)
      .split(/\nlocation /)
      .slice(1);
    expect(site).toHaveLength(2);
    for (const block of site) expect(block).toContain("include lobby/security-headers.conf;");
  });
});
