// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildOutputProblems, devMarkers, ROUTER_DEV_TEXT } from "./check-build-output.mjs";

let dir;
const build = (files) => {
  dir = mkdtempSync(path.join(tmpdir(), "lobby-dist-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
};
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("production build output check", () => {
  const clean = { "index.html": "<div id=root></div>", "config.json": JSON.stringify({ trialPageUrl: null }), "assets/a.js": "x" };

  it("passes a build without the mock's files", () => {
    expect(buildOutputProblems(build(clean))).toEqual([]);
  });

  it("names the mock's files, every file that refers to the placeholder, and a config.json that points anywhere", () => {
    const problems = buildOutputProblems(
      build({
        ...clean,
        "game-frame.html": "<p>demo</p>",
        "games/art/pgsoft/mahjong-ways.svg": "<svg/>",
        "promotions/new-member.svg": "<svg/>",
        "brands/lagoon/logo.svg": "<svg/>",
        "sw.js": 'precache([{url:"game-frame.html"}])',
        "config.json": JSON.stringify({ trialPageUrl: "/lobby/game-frame.html" }),
      }),
    );
    expect(problems).toEqual([
      "config.json: names the mock's trial placeholder page (game-frame.html)",
      "game-frame.html: mock data in the build (mock/game-frame.html is the mock's, served beside Prism)",
      "games/art/pgsoft/mahjong-ways.svg: mock data in the build (mock/games is the mock's, served beside Prism)",
      "promotions/new-member.svg: mock data in the build (mock/promotions is the mock's, served beside Prism)",
      "sw.js: names the mock's trial placeholder page (game-frame.html)",
      'config.json: trialPageUrl must be null in the build (got "/lobby/game-frame.html")',
    ]);
  });

  it("names a script that carries React Router's development build", () => {
    const problems = buildOutputProblems(build({ ...clean, "assets/index-2.js": `console.error("${ROUTER_DEV_TEXT}:",e)` }));
    expect(problems).toEqual(["assets/index-2.js: ships React Router's development build"]);
  });

  it("names a class of a locale's first paint that its linked sheet and inline style do not define", () => {
    const sheet = ".layout{margin:0}.hero h1{color:red}";
    const page = (body) =>
      `<head><style>.shell-variant{display:contents}</style><link rel="stylesheet" crossorigin href="/lobby/assets/index-1.css"></head><body>${body}</body>`;
    const dist = build({
      ...clean,
      "assets/index-1.css": sheet,
      "index.html": page('<div class="layout shell-variant"><div class="hero"><h1>x</h1></div></div>'),
      "en/index.html": page('<div class="layout"><div class="grid-status">…</div></div>'),
    });
    expect(buildOutputProblems(dist)).toEqual(["en/index.html: the first paint uses classes its stylesheets do not define: grid-status"]);
  });

  it("lists every journey's name and title among the development mock's markers", () => {
    expect(devMarkers()).toContain('"deposit-expiry"');
    expect(devMarkers()).toContain("Withdrawal: pending, then failed with its cause");
  });

  it("names a journey, the dev clock, the Prefer header and the contract overlay of dev --upstream in a built file", () => {
    const js = 'const j={name:"deposit-expiry"};sessionStorage.getItem("lobby.dev-clock");h.set("Prefer",p);import("/lobby/__contract/o.js")';
    expect(buildOutputProblems(build({ ...clean, "assets/index-2.js": js }))).toEqual(
      ["lobby.dev-clock", "Prefer", "__contract/", '"deposit-expiry"'].map((m) => `assets/index-2.js: development mock code (${m})`),
    );
  });

  it("passes the CSS media query prefers-reduced-motion (not the header) and the API's own paths", () => {
    expect(
      buildOutputProblems(build({ ...clean, "assets/a.css": "@media (prefers-reduced-motion: reduce){}", "assets/a.js": 'r="/reset-password/start"' })),
    ).toEqual([]);
  });
});
