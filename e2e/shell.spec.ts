import { expect, openLobby, seedMember, test, EXPIRES_KEY, TOKEN_KEY } from "./fixtures";

test.describe("app shell", () => {
  test("guest home renders in Thai with data from the mock", async ({ page }) => {
    await openLobby(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("คาสิโนออนไลน์");
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
  });

  test("locale switch keeps the page and remembers the choice in i18n_redirected", async ({ page, context }) => {
    await openLobby(page, "/lobby/promotion");
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    await page.getByTestId("drawer").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/lobby\/en\/promotion$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Promotions" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    // 365 days, give or take the test's own runtime.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    // A fresh visit without prefix follows the cookie.
    await page.goto("/lobby/promotion");
    await expect(page).toHaveURL(/\/lobby\/en\/promotion$/);
    await page.goto("/lobby/cn/promotion");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { name: "优惠活动" })).toBeVisible();
  });

  test("protected page sends a guest to login", async ({ page }) => {
    await openLobby(page, "/lobby/withdraw");
    await expect(page).toHaveURL(/\/lobby\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("lobby.after-login"))).toBe("/withdraw");
  });

  test("unknown routes show the 404 page with a way home", async ({ page }) => {
    await page.goto("/lobby/no-such-page/at-all");
    await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
    await expect(page.getByText("ไม่พบหน้าที่คุณต้องการ")).toBeVisible();
    await page.getByRole("link", { name: "กลับหน้าแรก" }).click();
    await expect(page).toHaveURL(/\/lobby\/$/);
  });

  test("guest and member drawers list their own items", async ({ page }) => {
    await openLobby(page);
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    const drawer = page.getByTestId("drawer");
    for (const name of ["ทดลองเล่นคาสิโน", "สมัครสมาชิก", "เข้าสู่ระบบ", "โปรโมชั่น", "บทความ", "ติดต่อเรา"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("button", { name: "ออกจากระบบ" })).toHaveCount(0);

    await seedMember(page);
    await openLobby(page);
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    for (const name of ["ข้อมูลส่วนตัว", "ฝากเงิน", "ถอนเงิน", "ข้อมูลฝาก-ถอน", "กิจกรรม", "แนะนำเพื่อน", "ติดต่อเรา"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
    await expect(drawer.getByText("1,520.50")).toBeVisible();
  });

  test("logout clears storage and cookies without a server call", async ({ page, member: _ }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/lobby/api/")) calls.push(new URL(r.url()).pathname);
    });
    await openLobby(page, "/lobby/lobby");
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    const before = calls.length;
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    await page.getByTestId("drawer").getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(page).toHaveURL(/\/lobby\/$/);
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    expect(await page.evaluate((k) => [localStorage.getItem(k[0]!), localStorage.getItem(k[1]!)], [TOKEN_KEY, EXPIRES_KEY])).toEqual([null, null]);
    expect(await page.evaluate(() => document.cookie)).not.toContain(TOKEN_KEY);
    expect(calls.slice(before).filter((p) => !p.endsWith("/notification") && !p.endsWith("/catalogue"))).toEqual([]);
  });

  test("an expired token logs out on start", async ({ page }) => {
    await seedMember(page, { expiresInMs: -1000 });
    await openLobby(page);
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
  });

  test("a 401 from any call ends the session", async ({ page, member: _, scenarios, guard }) => {
    guard.allowViolations("/customers/profile");
    await scenarios.set("/customers/profile", "unauthenticated", 401);
    await openLobby(page);
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
  });

  test("logging out in one tab logs out the others", async ({ context, page, member: _ }) => {
    await openLobby(page);
    const other = await context.newPage();
    await openLobby(other);
    await expect(other.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    await page.getByTestId("drawer").getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(other.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
  });

  test("bottom bar differs by role; play game on the lobby asks for a game", async ({ page, member: _ }) => {
    await openLobby(page, "/lobby/casino-test");
    const bar = page.getByTestId("bottom-bar");
    await expect(bar).toHaveAttribute("data-role", "member");
    await expect(bar.getByRole("link", { name: "ถอนเงิน" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "ฝากเงิน" })).toBeVisible();
    await bar.getByRole("button", { name: "เล่นเกม" }).click();
    await expect(page).toHaveURL(/\/lobby\/lobby$/);
  });

  test("header becomes sticky after 330 px of scroll", async ({ page }) => {
    await openLobby(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    const header = page.getByTestId("site-header");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-sticky", "true");
  });
});
