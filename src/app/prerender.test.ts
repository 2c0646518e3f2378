import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/shared/i18n";

const THAI = /[\u0E00-\u0E7F]/;
const dictionaries = import.meta.glob<{ default: unknown }>(
  ["/src/shared/i18n/locales/*.json", "/src/pages/home/locales/*.json", "/src/pages/lobby/locales/*.json"],
  { eager: true },
);
/** A dictionary's text by its dotted key, e.g. dictionary("shared/i18n", "en")("nav.login"). */
const dictionary =
  (slice: string, locale: Locale) =>
  (key: string): string => {
    const value = key
      .split(".")
      .reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], dictionaries[`/src/${slice}/locales/${locale}.json`]?.default);
    if (typeof value !== "string") throw new Error(`no text ${slice}/${locale}: ${key}`);
    return value;
  };

const parse = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
};

// What the build writes into #root of dist/index.html, dist/en/index.html and dist/cn/index.html.
describe("the prerendered first paint", () => {
  for (const [locale, lang] of [
    ["th", "th"],
    ["en", "en"],
    ["cn", "zh-CN"],
  ] as const) {
    it(`${locale}: the header, member bar, Android banner, home hero and lobby intro in ${lang}`, async () => {
      // Fresh modules per locale, as the build imports the renderer (build/first-paint.ts).
      vi.resetModules();
      const { renderFirstPaint } = await import("./prerender");
      const shell = await renderFirstPaint(locale);
      expect(shell.lang).toBe(lang);
      const common = dictionary("shared/i18n", locale);
      const home = dictionary("pages/home", locale);
      const lobby = dictionary("pages/lobby", locale);
      expect(shell.description).toBe(home("metaDescription"));
      const root = parse(shell.html);
      const variant = (when: string) => root.querySelector(`.shell-variant${when}`);
      expect(variant(".shell-guest .guest-actions")?.textContent).toContain(common("nav.login"));
      expect(variant(".shell-member .member-bar")?.textContent).toContain(common("member.credit"));
      expect(variant(".shell-member .guest-actions")).toBeNull();
      expect(variant(".shell-android")?.textContent).toContain(common("android.install"));
      expect(variant(".shell-home.shell-guest .hero-actions")?.textContent).toContain(home("register"));
      expect(variant(".shell-home.shell-member .hero-actions")?.textContent).toContain(home("play"));
      expect(variant(".shell-home.shell-member .hero-actions")?.textContent).not.toContain(home("register"));
      expect(variant(".shell-lobby .page-intro")?.textContent).toBe(`${lobby("title")}${lobby("intro")}`);
      // Links go to the locale's own paths under /lobby/.
      const login = root.querySelector(".guest-actions a.btn-secondary");
      expect(login?.getAttribute("href")).toBe(locale === "th" ? "/lobby/login" : `/lobby/${locale}/login`);
      // The site name comes from config.json at run time: empty here, never one deployment's name.
      expect([...root.querySelectorAll(".brand")].map((b) => b.textContent)).toEqual(["", ""]);
      // The lazy game grids and home sections show their fallbacks, as in the app's first render.
      expect(root.querySelectorAll(".home-catalogue .grid-status")).toHaveLength(2);
      expect(root.querySelector(".game-browser, .home-columns")).toBeNull();
      // No fixed ids: the two home variants must not repeat one.
      const ids = [...root.querySelectorAll("[id]")].map((el) => el.id);
      expect(new Set(ids).size, ids.join(" ")).toBe(ids.length);

      root.querySelectorAll(".lang-picker").forEach((picker) => picker.remove());
      const words = [root.textContent, ...[...root.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label"))].join(" ");
      if (locale === "th") expect(words).toMatch(THAI);
      else expect(words, "no Thai outside the language picker").not.toMatch(THAI);
    });
  }

  it("index.html holds the markers the build fills, once each", () => {
    const html = readFileSync(path.resolve(__dirname, "../../index.html"), "utf8");
    for (const marker of ["<!--lobby-first-paint-->", "<!--lobby-first-paint-head: the description in the page's language-->", '<html lang="th">']) {
      expect(html.split(marker), marker).toHaveLength(2);
    }
  });
});
