import { axeViolations } from "./axe";
import { expect, seedMember, test } from "./fixtures";

/**
 * One `main` landmark on every page in every locale (issue 29 item 5): axe's two landmark rules on
 * each route × th/en/cn, one in-app visit each, in one test.
 * Popup routes (login, deposit, …) render the home page under their popup and are covered by it.
 */
const ROUTES = [
  "/",
  "/lobby",
  "/lobby/pgsoft",
  "/topgames",
  "/promotion",
  "/article",
  "/privacy-policy",
  "/responsible-play",
  "/casino-test",
  "/slip?data=20261122_141000",
  "/no-such-page",
];
const LOCALES = ["", "/en", "/cn"];
const RULES = ["landmark-no-duplicate-main", "landmark-main-is-top-level", "landmark-one-main"];

test("one main landmark, at the top level, on every route in th, en and cn", async ({ page }) => {
  test.setTimeout(120_000);
  // A member sees every route (slip is member-only) and the same layouts as a guest.
  await seedMember(page);
  const found: string[] = [];
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const url = `/lobby${locale}${route === "/" && locale ? "" : route}`;
      if (found.length === 0) {
        await page.goto(url);
        await expect(page.locator("[data-first-paint]")).toHaveCount(0, { timeout: 15_000 });
      } else {
        // In-app navigation (the router follows popstate): a full load per route cost ~3.5 s each.
        // The route has rendered once the page's content is no longer the previous route's.
        const before = await page.locator("body").innerHTML();
        await page.evaluate((to) => {
          history.pushState(null, "", to);
          dispatchEvent(new PopStateEvent("popstate"));
        }, url);
        await expect.poll(() => page.locator("body").innerHTML()).not.toBe(before);
      }
      await page.waitForURL(`**${url}`);
      // The route's own content is in (lazy pages load their chunk first): its heading shows.
      await expect(page.locator("main h1, main h2").first()).toBeVisible({ timeout: 15_000 });
      const violations = await axeViolations(page, { type: "rule", values: RULES });
      const mains = await page.locator("main, [role=main]").count();
      found.push(`${url}: ${mains} main${violations.map((v) => `; ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`).join("")}`);
    }
  }
  expect(found).toEqual(found.map((line) => line.replace(/: .*/, ": 1 main")));
});
