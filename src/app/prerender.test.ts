import { readFileSync } from "node:fs";
import path from "node:path";
import { within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/shared/i18n";

const THAI = /[\u0E00-\u0E7F]/;
const dictionaries = import.meta.glob<{ default: unknown }>(
  ["/src/shared/i18n/locales/*.json", "/src/pages/home/locales/*.json", "/src/pages/lobby/locales/*.json", "/src/entities/game/locales/*.json"],
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

/** The first paint in the document (alone: accessible names follow aria-labelledby to ids in it). */
const parse = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.replaceChildren(root);
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
      const game = dictionary("entities/game", locale);
      expect(shell.description).toBe(home("metaDescription"));
      const root = parse(shell.html);
      // One variant per page and visitor, each the app's own first render of it.
      const variant = (name: string) => root.querySelector(`:scope > [data-first-paint-variant="${name}"]`);
      const inVariant = (name: string) => within(variant(name) as HTMLElement);
      const hero = (visitor: "guest" | "member") =>
        within(inVariant(`home-${visitor}`).getByRole("region", { name: home(visitor === "member" ? "memberHeroTitle" : "heroTitle") }));
      expect([...root.children].map((el) => [el.getAttribute("data-first-paint-variant"), el.className])).toEqual([
        ["home-guest", "shell-variant shell-home shell-guest"],
        ["home-member", "shell-variant shell-home shell-member"],
        ["lobby-guest", "shell-variant shell-lobby shell-guest"],
        ["lobby-member", "shell-variant shell-lobby shell-member"],
        ["other-guest", "shell-variant shell-other shell-guest"],
        ["other-member", "shell-variant shell-other shell-member"],
      ]);
      for (const page of ["home", "lobby", "other"]) {
        expect(variant(`${page}-guest`)?.querySelector(".guest-actions")?.textContent).toContain(common("nav.login"));
        expect(variant(`${page}-guest`)?.querySelector(".member-bar")).toBeNull();
        expect(variant(`${page}-member`)?.querySelector(".member-bar")?.textContent).toContain(common("member.credit"));
        expect(variant(`${page}-member`)?.querySelector(".guest-actions")).toBeNull();
        // Shown by the boot script on an Android phone only (index.html hides .shell-android otherwise).
        expect(variant(`${page}-guest`)?.querySelector(".android-banner.shell-android")?.textContent).toContain(common("android.install"));
        // Not yet taken over by the app.
        expect(variant(`${page}-member`)?.querySelector(".layout[data-first-paint]")).not.toBeNull();
      }
      expect(hero("guest").getByRole("link", { name: home("register") })).toBeDefined();
      expect(hero("member").getByRole("link", { name: home("play") })).toBeDefined();
      expect(hero("member").queryByRole("link", { name: home("register") })).toBeNull();
      expect(variant("lobby-guest")?.querySelector(".page-intro")?.textContent).toBe(`${lobby("title")}${lobby("intro")}`);
      // The game lobby's browser with the catalogue on its way; any other page's content comes with the app.
      const browser = within(inVariant("lobby-guest").getByRole("region", { name: game("browser") }));
      expect(browser.getByRole("searchbox")).toBeDefined();
      expect(browser.getByRole("status")).toBeDefined();
      expect(variant("other-guest")?.querySelector("main")?.innerHTML).toBe("");
      // Links go to the locale's own paths under /lobby/.
      const login = root.querySelector(".guest-actions a.btn-secondary");
      expect(login?.getAttribute("href")).toBe(locale === "th" ? "/lobby/login" : `/lobby/${locale}/login`);
      // The site name comes from config.json at run time: empty here, never one deployment's name.
      expect(new Set([...root.querySelectorAll(".brand")].map((b) => b.textContent))).toEqual(new Set([""]));
      // The lazy game grids and home sections show their fallbacks, as in the app's first render,
      // and nothing on the first paint waits for a lazy part: a boundary the build could not finish
      // ("<!--$!-->") would be drawn anew by the app, with a hydration error.
      for (const visitor of ["guest", "member"]) expect(within(inVariant(`home-${visitor}`).getByTestId("home-page")).getAllByRole("status")).toHaveLength(1);
      expect(root.querySelector('[data-testid="game-grid"], footer')).toBeNull();
      expect(within(root).queryByRole("heading", { name: home("about.title") })).toBeNull();
      expect(shell.html).not.toContain("<!--$!-->");
      // Ids are unique within each variant (useId's prefix is the variant's).
      for (const el of root.children) {
        const ids = [...el.querySelectorAll("[id]")].map((e) => e.id);
        expect(new Set(ids).size, ids.join(" ")).toBe(ids.length);
      }
      expect(inVariant("home-guest").getByRole("heading", { level: 1 }).id).toMatch(/^_home-guest-/);

      root.querySelectorAll('[data-testid="language-picker"]').forEach((picker) => picker.remove());
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
