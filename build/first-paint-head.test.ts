// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { FIRST_SCREEN, firstScreenPreloads, rewriteHead } from "./first-paint-head.ts";

const built = (extra = "") => `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width" />
    <link rel="preload" href="/lobby/config.json" as="fetch" crossorigin />
    <title>Lobby</title>
    <script type="module" crossorigin src="/lobby/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/lobby/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/lobby/assets/home-3.js">
    <link rel="stylesheet" crossorigin href="/lobby/assets/index-4.css">
  </head>
  <body><div id="root"></div>${extra}</body>
</html>`;
const files = [
  "assets/index-1.js",
  "assets/sarabun-thai-400-normal-Ab1.woff2",
  "assets/sarabun-thai-500-normal-Cd2.woff2",
  "assets/sarabun-latin-600-normal-Ef3.woff2",
  "assets/sarabun-latin-400-normal-Gh4.woff2",
  "assets/sarabun-latin-400-italic-Ij5.woff2",
];

describe("the first paint's head", () => {
  it("puts the stylesheet and the first paint's fonts right after the viewport, and the app's scripts into one meta", () => {
    expect(rewriteHead(built(), { base: "/lobby/", files })).toBe(`<!DOCTYPE html><html lang="th"><head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width">
    <link rel="stylesheet" crossorigin="" href="/lobby/assets/index-4.css">
    <link rel="preload" as="font" type="font/woff2" href="/lobby/assets/sarabun-thai-400-normal-Ab1.woff2" crossorigin="">
    <link rel="preload" as="font" type="font/woff2" href="/lobby/assets/sarabun-latin-600-normal-Ef3.woff2" crossorigin="">
    <link rel="preload" as="font" type="font/woff2" href="/lobby/assets/sarabun-latin-400-normal-Gh4.woff2" crossorigin="">
    <link rel="preload" href="/lobby/config.json" as="fetch" crossorigin="">
    <title>Lobby</title>
    <meta name="lobby-app" content="/lobby/assets/index-1.js" data-preload="/lobby/assets/react-2.js /lobby/assets/home-3.js">
  </head>
  <body><div id="root"></div>
</body></html>`);
  });
  it("refuses a page whose app could start before the first paint, or whose anchors are missing", () => {
    expect(() => rewriteHead(built('<script type="module" src="/lobby/assets/x.js"></script>'), { base: "/lobby/", files })).toThrow(
      /outside the head's entry/,
    );
    expect(() => rewriteHead(built('<link rel="modulepreload" href="/lobby/assets/x.js">'), { base: "/lobby/", files })).toThrow(/outside the head's entry/);
    expect(() => rewriteHead(built().replace(/<script[^>]*><\/script>/, ""), { base: "/", files })).toThrow(/one module entry script/);
    expect(() => rewriteHead(built().replace(/<meta name="viewport"[^>]*>/, ""), { base: "/", files })).toThrow(/viewport/);
    expect(() => rewriteHead(built().replace("<title>Lobby</title>", ""), { base: "/", files })).toThrow(/title/);
  });

  it("names, per key of FIRST_SCREEN, the entry's dynamic imports with the chunks they bring and their stylesheets, and writes them into the app's meta", () => {
    const chunk = (fileName: string, name: string, more: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) => [
      fileName,
      {
        type: "chunk",
        fileName,
        name,
        isEntry: false,
        imports: [],
        dynamicImports: [],
        viteMetadata: { importedCss: new Set(more.css ?? []), importedAssets: new Set() },
        ...more,
      },
    ];
    const names = [...new Set(Object.values(FIRST_SCREEN).flat())];
    const bundle = Object.fromEntries([
      chunk("assets/index-1.js", "index", {
        isEntry: true,
        imports: ["assets/runtime-2.js"],
        dynamicImports: [...names.map((n) => `assets/${n}-9.js`), "assets/deposit-5.js"],
      }),
      chunk("assets/runtime-2.js", "rolldown-runtime"),
      ...names.filter((n) => n !== "member-bar").map((n) => chunk(`assets/${n}-9.js`, n, { imports: ["assets/index-1.js"] })),
      // The member bar brings a shared chunk (and the entry and runtime, already in) with its stylesheet.
      chunk("assets/member-bar-9.js", "member-bar", { imports: ["assets/index-1.js", "assets/runtime-2.js", "assets/profile-3.js"] }),
      chunk("assets/profile-3.js", "profile", { imports: ["assets/index-1.js"], css: ["assets/profile-4.css"] }),
      chunk("assets/deposit-5.js", "deposit"),
    ]) as unknown as Rollup.OutputBundle;
    const preloads = firstScreenPreloads(bundle, "/lobby/");
    expect(preloads).toEqual({
      all: ["/lobby/assets/checks-9.js", "/lobby/assets/announcement-view-9.js"],
      th: ["/lobby/assets/th-9.js"],
      en: ["/lobby/assets/en-9.js"],
      cn: ["/lobby/assets/cn-9.js"],
      member: ["/lobby/assets/member-bar-9.js", "/lobby/assets/profile-3.js", "/lobby/assets/profile-4.css"],
      menu: ["/lobby/assets/drawer-9.js"],
    });
    expect(rewriteHead(built(), { base: "/lobby/", files, firstScreen: { all: preloads.all, member: preloads.member } })).toContain(
      `<meta name="lobby-app" content="/lobby/assets/index-1.js" data-preload="/lobby/assets/react-2.js /lobby/assets/home-3.js" data-preload-all="/lobby/assets/checks-9.js /lobby/assets/announcement-view-9.js" data-preload-member="/lobby/assets/member-bar-9.js /lobby/assets/profile-3.js /lobby/assets/profile-4.css">`,
    );
    // A group renamed in vite.config.ts, or no longer imported by the entry, fails the build.
    const entry = bundle["assets/index-1.js"] as Rollup.OutputChunk;
    entry.dynamicImports = entry.dynamicImports.filter((f) => !f.includes("checks"));
    expect(() => firstScreenPreloads(bundle, "/lobby/")).toThrow(/no chunk named "checks"/);
  });
});
