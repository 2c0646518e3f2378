import type { Page } from "@playwright/test";
import { dialog, expect, openLobby, test } from "./fixtures";

/**
 * Trial play that works (issue 15): the trial page comes from the runtime config (the preview
 * server, which is the mock, names its demo page), and a returning visitor whose page the service
 * worker controls gets that page in the frame, not the lobby's app shell (its 404 page).
 */
test.describe("trial play as a returning visitor", () => {
  test.use({ serviceWorkers: "allow" });
  test.describe.configure({ timeout: 180_000 });

  async function returningVisitor(page: Page) {
    await openLobby(page, "/lobby/casino-test");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  }

  test("a trial game frames the demo page, not the app shell, with the service worker in control", async ({ page }) => {
    await returningVisitor(page);
    const play = page.getByRole("button", { name: "เล่น บาคาร่า D17" });
    await expect(play).toBeVisible({ timeout: 20_000 });
    await play.click();
    const game = dialog(page, "บาคาร่า D17");
    const frame = game.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^\/lobby\/game-frame\.html\?demo=1&provider=sexy&game=baccarat-d17$/);
    const content = frame.contentFrame();
    await expect(content.getByRole("heading", { name: "เกมจะเปิดที่นี่" })).toBeVisible();
    // Not the lobby inside its own frame.
    await expect(content.getByTestId("site-header")).toHaveCount(0);
    await expect(content.getByText("404")).toHaveCount(0);
  });

  test("the register-to-play dialog offers trial play of that game", async ({ page }) => {
    await returningVisitor(page);
    await page.goto("/lobby/lobby");
    const card = page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.click();
    const invite = dialog(page, "สมัครสมาชิกเพื่อเล่นเกม");
    await expect(invite.getByRole("button", { name: "สมัครสมาชิก" })).toBeVisible();
    await invite.getByRole("button", { name: "ทดลองเล่นฟรี" }).click();
    await expect(invite).toBeHidden();
    const game = page.getByRole("dialog").filter({ has: page.locator("iframe") });
    await expect(game.getByText("โหมดทดลองเล่น ไม่ใช้เครดิตจริง")).toBeVisible();
    await expect(game.locator("iframe").contentFrame().getByRole("heading", { name: "เกมจะเปิดที่นี่" })).toBeVisible();
  });
});

test("without a trial page in config.json (a production site without one) trial play says so", async ({ page }) => {
  await page.route("**/lobby/config.json", async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...((await res.json()) as object), trialPageUrl: null } });
  });
  await openLobby(page, "/lobby/casino-test");
  const play = page.getByRole("button", { name: "เล่น บาคาร่า D17" });
  await expect(play).toBeVisible({ timeout: 20_000 });
  await play.click();
  await expect(page.getByRole("status").filter({ hasText: "ยังไม่มีเกมทดลองเล่นในขณะนี้" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("a failed launch shows the server's reason without blocking; without a reason, 'game unavailable'", async ({ page, member: _, scenarios }) => {
  await scenarios.set("/launch-game/*", "failure");
  await openLobby(page, "/lobby/lobby");
  const card = page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const answered = page.waitForResponse((r) => r.url().includes("/lobby/api/launch-game/"));
  await card.click();
  await answered;
  await expect(page.getByRole("status").filter({ hasText: "ค่ายเกมปิดปรับปรุงชั่วคราว" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Nothing blocks: the grid still answers.
  await page.getByRole("tab", { name: "คาสิโน" }).click();
  await expect(page.getByRole("tab", { name: "คาสิโน" })).toHaveAttribute("aria-selected", "true");

  await page.route("**/lobby/api/launch-game/**", (route) => route.fulfill({ status: 503, json: { message: "Service Unavailable" } }));
  await page.getByRole("tab", { name: "สล็อต" }).click();
  await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "เกมนี้ไม่พร้อมให้บริการในขณะนี้ ลองเลือกเกมอื่น" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
