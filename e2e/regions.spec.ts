import type { Page } from "@playwright/test";
import { expect, openLobby, test } from "./fixtures";

/**
 * Failures stay local: an answer that breaks one widget takes down that widget only. The
 * answers below crash a widget when nothing checks them at the boundary; where the API client
 * validates answers first, the same answer becomes the widget's own failure state instead, so
 * each test accepts either and asserts what matters to the player: the rest of the page works,
 * and logout and support are reachable.
 */

const LINE = "https://line.me/R/ti/p/@lobby";

/** The catalogue with its most popular slot game missing `flags` (the card reads it). */
async function catalogueWithBrokenGame(page: Page) {
  await page.route("**/lobby/api/catalogue*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { games: Array<Record<string, unknown>> };
    const slots = body.games.filter((g) => g.category === "slot").sort((a, b) => Number(b.popularity) - Number(a.popularity));
    delete slots[0]!.flags;
    await route.fulfill({ response, json: body });
  });
}

test("a broken game fails its grid only: header, providers and footer stay usable", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await catalogueWithBrokenGame(page);
  await openLobby(page, "/lobby/lobby");
  await expect(page.getByTestId("error-page")).toHaveCount(0);
  const main = page.locator("main#main");
  const failure = main.getByTestId("region-failure");
  await expect(failure.or(main.getByTestId("game-grid").first())).toBeVisible();
  if (await failure.isVisible()) {
    expect(errors.some((e) => e.includes("[region game-grid"))).toBe(true);
    await expect(failure.getByRole("link", { name: "ติดต่อเรา" })).toHaveAttribute("href", LINE);
    await expect(failure.getByRole("button", { name: "ลองอีกครั้ง" })).toBeVisible();
  }
  // The rest of the page: providers, footer, header menu.
  await expect(main.getByRole("list", { name: "ค่ายเกม" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("button", { name: "เปิดเมนู" }).click();
  await expect(page.getByTestId("drawer")).toBeVisible();
});

test("a referral answer missing a level fails that tab only; other tabs and logout work", async ({ page, member: _ }) => {
  await page.route("**/lobby/api/customers/referral*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { mlm_referrals: Record<string, unknown> } };
    delete body.data.mlm_referrals.level_2;
    await route.fulfill({ response, json: body });
  });
  await openLobby(page, "/lobby/?info=referral");
  const dialog = page.getByRole("dialog", { name: "ข้อมูลสมาชิก" });
  await expect(dialog).toBeVisible();
  const failure = dialog.getByTestId("region-failure").or(dialog.getByRole("button", { name: "ลองอีกครั้ง" }));
  await expect(failure.first()).toBeVisible();
  await expect(page.getByTestId("error-page")).toHaveCount(0);
  const regionFailure = dialog.getByTestId("region-failure");
  if (await regionFailure.isVisible()) {
    await expect(regionFailure.getByRole("link", { name: "ติดต่อเรา" })).toHaveAttribute("href", LINE);
    await expect(regionFailure.getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
  }
  // Another tab still opens.
  await dialog.getByRole("tab", { name: "ข้อมูลฝาก-ถอน" }).click();
  await expect(dialog.getByRole("tab", { name: "ข้อมูลฝาก-ถอน" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
  // Back on the broken tab: log out from the failure (or the popup) and the page is a guest's.
  await dialog.getByRole("tab", { name: "แนะนำเพื่อน" }).click();
  await expect(failure.first()).toBeVisible();
  if (await regionFailure.isVisible()) {
    await regionFailure.getByRole("button", { name: "ออกจากระบบ" }).click();
  } else {
    await dialog.getByRole("tab", { name: "ข้อมูลส่วนตัว" }).click();
    await dialog.getByRole("button", { name: "ออกจากระบบ" }).click();
  }
  await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
});

test("the route error page offers logout and support to a member", async ({ page, member: _ }) => {
  await openLobby(page, "/lobby/no-such-page");
  const error = page.getByTestId("error-page");
  await expect(error).toBeVisible();
  await expect(error.getByRole("link", { name: "ติดต่อเรา" })).toHaveAttribute("href", LINE);
  await error.getByRole("button", { name: "ออกจากระบบ" }).click();
  await expect(page).toHaveURL(/\/lobby\/$/);
  await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
});
