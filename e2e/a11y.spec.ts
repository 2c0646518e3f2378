import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, openLobby, seedMember, test } from "./fixtures";

/**
 * axe-core on every page and popup in every layout: no serious or critical violation.
 * Feature teams add their popups with one row each ({ name, url, member, open }).
 */
interface A11yCase {
  name: string;
  url: string;
  member?: boolean;
  /** Scenario picks (path → example) before the page loads. */
  scenarios?: [string, string][];
  open?: (page: Page) => Promise<void>;
}

const openDrawer = async (page: Page) => {
  await page.getByRole("button", { name: /เปิดเมนู|Open menu|打开菜单/ }).click();
  await expect(page.getByTestId("drawer")).toBeVisible();
};

export const a11yCases: A11yCase[] = [
  { name: "guest home", url: "/lobby/" },
  { name: "member home", url: "/lobby/", member: true },
  { name: "lobby", url: "/lobby/lobby" },
  { name: "provider page", url: "/lobby/lobby/pgsoft" },
  { name: "top games", url: "/lobby/topgames" },
  { name: "promotion", url: "/lobby/promotion" },
  { name: "article", url: "/lobby/article" },
  { name: "privacy policy", url: "/lobby/privacy-policy" },
  { name: "casino-test (guest)", url: "/lobby/casino-test" },
  { name: "casino-test (member)", url: "/lobby/casino-test", member: true },
  { name: "404", url: "/lobby/no-such-page" },
  { name: "drawer (guest)", url: "/lobby/", open: openDrawer },
  { name: "drawer (member)", url: "/lobby/", member: true, open: openDrawer },
  {
    name: "announcement popup",
    url: "/lobby/",
    scenarios: [["/notification", "popup"]],
    open: async (page) => {
      await expect(page.getByTestId("announcement-popup")).toBeVisible();
    },
  },
  {
    name: "announcement banner",
    url: "/lobby/",
    scenarios: [["/notification", "banner"]],
    open: async (page) => {
      await expect(page.getByTestId("announcement-banner")).toBeVisible();
    },
  },
  { name: "English home", url: "/lobby/en/" },
  { name: "Chinese home", url: "/lobby/cn/" },
];

test.describe("accessibility (axe: no serious or critical violations)", () => {
  for (const c of a11yCases) {
    test(c.name, async ({ page, scenarios }) => {
      for (const [path, example] of c.scenarios ?? []) await scenarios.set(path, example);
      if (c.member) await seedMember(page);
      await openLobby(page, c.url);
      await page.waitForLoadState("networkidle");
      if (c.open) await c.open(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const bad = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(" | ")}`);
      expect(bad).toEqual([]);
    });
  }
});

test.describe("keyboard and touch", () => {
  test("drawer: Enter opens, Tab stays inside, Esc closes, focus returns to the menu button", async ({ page }) => {
    await openLobby(page);
    const menu = page.getByRole("button", { name: "เปิดเมนู" });
    await menu.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("drawer");
    await expect(drawer).toBeVisible();
    // The native modal <dialog> makes the page behind inert: Tab cycles through the
    // drawer and, past its end, only through the browser's own UI (activeElement = body).
    let insideHits = 0;
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const a = document.activeElement;
        if (!a || a === document.body) return "browser";
        return a.closest("dialog.drawer") ? "inside" : `outside: ${a.tagName} ${a.textContent?.slice(0, 20)}`;
      });
      expect(where, `focus after ${i + 1} Tab presses`).not.toMatch(/^outside/);
      if (where === "inside") insideHits += 1;
    }
    expect(insideHits).toBeGreaterThan(5);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  for (const member of [false, true]) {
    test(`touch targets are at least 44×44 px (${member ? "member" : "guest"})`, async ({ page }) => {
      if (member) await seedMember(page);
      await openLobby(page);
      const measure = (selector: string) =>
        page.$$eval(selector, (els) =>
          els
            .filter((el) => {
              const r = el.getBoundingClientRect();
              const style = getComputedStyle(el);
              return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && !el.closest("p");
            })
            .map((el) => {
              const r = el.getBoundingClientRect();
              return { label: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30), w: Math.round(r.width), h: Math.round(r.height) };
            }),
        );
      let boxes = [
        ...(await measure("[data-testid=site-header] a, [data-testid=site-header] button")),
        ...(await measure("[data-testid=bottom-nav] a, [data-testid=bottom-nav] button")),
      ];
      await page.getByRole("button", { name: "เปิดเมนู" }).click();
      boxes = [...boxes, ...(await measure("dialog.drawer a, dialog.drawer button"))];
      expect(boxes.length).toBeGreaterThan(5);
      expect(boxes.filter((b) => b.w < 44 || b.h < 44)).toEqual([]);
    });
  }

  test("Thai text is not clipped at 200% text size (header, drawer, bottom nav)", async ({ page, member: _ }) => {
    await openLobby(page);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    const clipped = await page.$$eval("[data-testid=site-header] *, [data-testid=bottom-nav] *, dialog.drawer *", (els) =>
      els
        .filter((el) => {
          const s = getComputedStyle(el);
          const hides = ["hidden", "clip"].includes(s.overflowX) || ["hidden", "clip"].includes(s.overflow);
          return hides && !el.classList.contains("sr-only") && el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().width > 0;
        })
        .map((el) => `${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
    );
    expect(clipped).toEqual([]);
  });
});
