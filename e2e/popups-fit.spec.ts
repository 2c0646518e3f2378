import type { Page } from "@playwright/test";
import { expect, openLobby, PHONE_DPR, test } from "./fixtures";
import { boxOf, expectSelectedTabInView } from "./fit-kit";

/** Issue "popups that fit", at a 390 px phone (at its own pixel ratio): the info tab strip, the mode-2 banner, untrusted notice HTML. */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: PHONE_DPR });

const TITLES = { "": "ข้อมูลสมาชิก", "/en": "Member information", "/cn": "会员信息" } as const;

test.describe("info popup tabs at 390 px", () => {
  test.slow(); // several popups per test on a shared machine
  test("a link to each tab (?info=<tab>) opens it selected, in view, in a strip that keeps its height", async ({ page, member: _ }) => {
    // One load per link (the way a player arrives from it); en and cn with their longer labels: phone-fit.spec.ts.
    const labels = { news: "ข่าวสาร", referral: "แนะนำเพื่อน", activities: "กิจกรรม", history: "ข้อมูลฝาก-ถอน", info: "ข้อมูลส่วนตัว" };
    for (const [tab, label] of Object.entries(labels)) {
      await openLobby(page, `/lobby/?info=${tab}`);
      const dialog = page.getByRole("dialog", { name: TITLES[""] });
      await expect(dialog.getByRole("tabpanel")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("loading-overlay")).toBeHidden();
      await expect(dialog.getByRole("tab", { selected: true }), tab).toHaveText(label);
      await expectSelectedTabInView(dialog);
    }
  });

  test("keyboard and taps move the selection and keep it in view", async ({ page, member: _ }) => {
    await openLobby(page, "/lobby/?info=info");
    const dialog = page.getByRole("dialog", { name: TITLES[""] });
    await dialog.getByRole("tab", { name: "ข้อมูลส่วนตัว" }).focus();
    await page.keyboard.press("End");
    await expect(dialog.getByRole("tab", { name: "ข่าวสาร" })).toHaveAttribute("aria-selected", "true");
    await expectSelectedTabInView(dialog);
    await page.keyboard.press("Home");
    await expect(dialog.getByRole("tab", { name: "ข้อมูลส่วนตัว" })).toHaveAttribute("aria-selected", "true");
    await expectSelectedTabInView(dialog);
    // Back/forward to a far tab scrolls it into view too.
    await dialog.getByRole("tab", { name: "แนะนำเพื่อน" }).click();
    await expect(dialog.getByTestId("referral-link")).toBeVisible();
    await expectSelectedTabInView(dialog);
    // Referral: share to LINE and a QR code of the link.
    const link = (await dialog.getByTestId("referral-link").textContent())!;
    await expect(dialog.getByTestId("referral-share-line")).toHaveAttribute(
      "href",
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`,
    );
    await expect(dialog.getByRole("img", { name: "QR code ลิงก์แนะนำเพื่อน" })).toBeVisible();
  });
});

/** Answers /notification with one notice. */
async function notice(page: Page, item: Record<string, unknown>) {
  await page.route("**/lobby/api/notification", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: [{ id: 1, ...item }] }) }),
  );
}

test.describe("mode-2 banner", () => {
  test("pinned above the bottom nav at every scroll position, with its image, collapsible for the visit", async ({ page }) => {
    await notice(page, { title: "ประกาศปิดปรับปรุง", content: "<p>ปิดปรับปรุงระบบ 02:00-04:00 น.</p>", img: "/lobby/promotions/new-member.svg", active: 2 });
    await openLobby(page, "/lobby/");
    const banner = page.getByTestId("announcement-banner");
    await expect(banner.getByText("ปิดปรับปรุงระบบ 02:00-04:00 น.")).toBeVisible();
    await expect(banner.locator("img")).toHaveAttribute("src", "/lobby/promotions/new-member.svg");
    const nav = await boxOf(page.getByTestId("bottom-nav"));
    // The page grows as the catalogue and the footer load: each position is taken of the page as it is then.
    for (const at of [0, 600, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f > 1 ? f : f * document.documentElement.scrollHeight), at);
      await expect(banner).toBeInViewport({ ratio: 1 });
      const b = await boxOf(banner);
      expect(b.y + b.height).toBeLessThanOrEqual(nav.y + 1);
    }
    // The footer, the last content, is not hidden under the banner at the bottom of the page.
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("contentinfo").locator(".copyright")).toBeInViewport({ ratio: 1 });
    const copyright = await boxOf(page.getByRole("contentinfo").locator(".copyright"));
    expect(copyright.y + copyright.height).toBeLessThanOrEqual((await boxOf(banner)).y + 1);
    await banner.getByRole("button", { name: "ย่อประกาศ" }).click();
    await expect(banner.getByText("ปิดปรับปรุงระบบ 02:00-04:00 น.")).toBeHidden();
    await expect(banner.getByRole("button", { name: "ขยายประกาศ" })).toHaveAttribute("aria-expanded", "false");
    // Still collapsed after moving to another page in the same visit.
    await page.getByRole("contentinfo").getByRole("link", { name: "โปรโมชั่น" }).click();
    await expect(page).toHaveURL(/\/promotion$/);
    await expect(banner.getByRole("button", { name: "ขยายประกาศ" })).toBeVisible();
  });

  test("notice HTML using the app's classes or styles cannot cover or block the lobby", async ({ page }) => {
    const overlay =
      '<div class="loading-overlay" id="main" style="position:fixed;inset:0;z-index:99999;background:#000">หมดเวลาการเข้าสู่ระบบ</div>' +
      '<div class="page dialog" style="position:fixed;top:0;left:0;width:100vw;height:100vh">x</div>';
    await notice(page, { title: "ประกาศ", content: overlay, img: null, active: 2 });
    await openLobby(page, "/lobby/");
    const html = page.getByTestId("announcement-banner").getByTestId("announcement-html");
    await expect(html.getByText("หมดเวลาการเข้าสู่ระบบ")).toBeAttached();
    expect(await html.locator("[class], [id], [style]").count()).toBe(0);
    // A real click (Playwright checks the button is the hit target) on the header and on the page.
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    await expect(page.getByTestId("drawer")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("banner").getByRole("link", { name: "เข้าสู่ระบบ" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
