// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rewriteHead } from "./first-paint-head.ts";

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
});
