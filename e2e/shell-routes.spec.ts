import { expect, openLobby, test } from "./fixtures";
import { requestsSettled } from "./faults-kit";

test.describe("routes and resilience", () => {
  test("/th/... redirects to the unprefixed path; an unknown prefix is a 404", async ({ page }) => {
    await page.goto("/lobby/th/promotion");
    await expect(page).toHaveURL(/\/lobby\/promotion$/);
    await page.goto("/lobby/xx/promotion");
    await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
  });

  test("auth callbacks go to login for guests", async ({ page }) => {
    for (const path of ["/lobby/authenticate", "/lobby/authentication", "/lobby/en/authenticate"]) {
      await page.goto(path);
      await expect(page).toHaveURL(path.includes("/en/") ? /\/lobby\/en\/login$/ : /\/lobby\/login$/);
    }
  });

  test("auth callbacks and the login page send a member home", async ({ page, member: _ }) => {
    await page.goto("/lobby/authenticate");
    await expect(page).toHaveURL(/\/lobby\/$/);
    await page.goto("/lobby/login");
    await expect(page).toHaveURL(/\/lobby\/$/);
  });

  test("a click id on any page is kept in the adskeeper cookie for 30 days", async ({ page, context }) => {
    await openLobby(page, "/lobby/promotion?click_id=abc.123");
    const cookie = (await context.cookies()).find((c) => c.name === "adskeeper");
    expect(cookie?.value).toBe("abc.123");
    expect(cookie?.path).toBe("/");
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  test("a failed lazy chunk reloads the page once, then shows the error page instead of looping", async ({ page, guard }) => {
    guard.allowViolations("never");
    let loads = 0;
    page.on("load", () => loads++);
    await openLobby(page);
    // Break every content-page chunk, as after a deploy that removed the old hashes.
    await page.route(/\/lobby\/assets\/content-[^/]+\.js$/, (route) => route.abort("failed"));
    const before = loads;
    await page.getByRole("contentinfo").getByRole("link", { name: "นโยบายความเป็นส่วนตัว" }).click();
    await expect(page.getByTestId("error-page")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/lobby\/privacy-policy$/);
    // One reload was tried; no more after that (a second would have started a request by now).
    await requestsSettled(page);
    await expect(page.getByTestId("error-page")).toBeVisible();
    expect(loads - before).toBeLessThanOrEqual(1);
    guard.problems.length = 0; // the failed import is the point of this test
  });

  test("an invalid runtime config shows a clear error page", async ({ page }) => {
    await page.route("**/lobby/config.json", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ apiBaseUrl: "" }) }));
    await page.goto("/lobby/");
    await expect(page.getByTestId("config-error")).toBeVisible();
    await expect(page.getByRole("heading")).toHaveText("การตั้งค่าระบบไม่ถูกต้อง กรุณาติดต่อผู้ดูแล");
  });

  test("Android phones get a dismissible app banner, remembered on the device", async ({ page }) => {
    await openLobby(page);
    const banner = page.getByTestId("android-banner");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "ไม่ใช่ตอนนี้" }).click();
    await expect(banner).toHaveCount(0);
    await openLobby(page);
    await expect(page.getByTestId("android-banner")).toHaveCount(0);
  });

  test("support link comes from site info and says 24 hours", async ({ page }) => {
    await openLobby(page);
    const link = page.getByRole("link", { name: "ติดต่อแอดมิน 24 ชั่วโมง" }).first();
    await expect(link).toHaveAttribute("href", "https://line.me/R/ti/p/@lobby");
    await expect(link).toHaveAttribute("target", "_blank");
  });
});
