import type { Page, Request } from "@playwright/test";
import { expect, openLobby, test } from "./fixtures";
import { requestsSettled } from "./faults-kit";

const GREEN = "rgb(61, 220, 132)";
const RED = "rgb(255, 107, 107)";
const REF_LINK = "http://127.0.0.1:4173/lobby/ref?id=RK7Q2M9X";

const infoDialog = (page: Page) => page.getByRole("dialog", { name: "ข้อมูลสมาชิก" });

/** Records the API calls a test makes (path + query). */
function recordCalls(page: Page) {
  const calls: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/lobby/api/")) calls.push(r);
  });
  const paths = (fragment: string) =>
    calls
      .map((r) => new URL(r.url()))
      .filter((u) => u.pathname.includes(fragment))
      .map((u) => u.pathname.slice("/lobby/api".length) + u.search);
  return { calls, paths };
}

async function openInfo(page: Page, tab: string, prefix = "", title = "ข้อมูลสมาชิก") {
  await openLobby(page, `/lobby${prefix}/?info=${tab}`);
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
}

test.describe("information popup: info tab", () => {
  test("shows promotion, turnover, account and bank of a member (memberWithBank)", async ({ page, member: _ }) => {
    const { paths } = recordCalls(page);
    await openInfo(page, "info");
    const dialog = infoDialog(page);
    await expect(dialog.getByRole("tab", { name: "ข้อมูลส่วนตัว" })).toHaveAttribute("aria-selected", "true");
    // Opening refreshes the profile.
    expect(paths("/customers/profile").length).toBeGreaterThanOrEqual(1);
    await expect(dialog.getByText("ฝากแรกของวัน 10%")).toBeVisible();
    await expect(dialog.getByText("1,250.50", { exact: true })).toBeVisible();
    await expect(dialog.getByText("3,000.00", { exact: true })).toBeVisible();
    await expect(dialog.getByText("22/11/26 14:05:31")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "รีเฟรชเครดิต" })).toBeVisible();
    await expect(dialog.getByText("หากยอดเครดิตต่ำกว่า 20 บาท กดเพื่อเคลียร์เทิร์นโอเวอร์")).toBeVisible();
    await expect(dialog.getByText("0812345678", { exact: true })).toBeVisible();
    // Password masked until revealed.
    await expect(dialog.getByTestId("info-password")).not.toHaveText("Lobby2026a");
    await dialog.getByRole("button", { name: "แสดงรหัสผ่าน" }).click();
    await expect(dialog.getByTestId("info-password")).toHaveText("Lobby2026a");
    await dialog.getByRole("button", { name: "ซ่อนรหัสผ่าน" }).click();
    await expect(dialog.getByTestId("info-password")).not.toHaveText("Lobby2026a");
    await expect(dialog.getByText("lb0812345678")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "คัดลอกรหัสลูกค้า" })).toBeVisible();
    await expect(dialog.getByText("ธนาคารกสิกรไทย")).toBeVisible();
    await expect(dialog.getByText("0123456789")).toBeVisible();
    await expect(dialog.getByText("สมชาย ใจดี")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "ติดต่อเรา" })).toHaveAttribute("href", "https://line.me/R/ti/p/@lobby");
    await expect(dialog.getByRole("button", { name: "เพิ่มบัญชีธนาคาร" })).toHaveCount(0);
  });

  test("the popup is at most 600 px high and scrolls inside", async ({ page, member: _ }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await openInfo(page, "info");
    const box = await infoDialog(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(600);
    const panel = infoDialog(page).getByRole("tabpanel");
    const scrolls = await panel.evaluate((el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === "auto");
    expect(scrolls).toBe(true);
  });

  test("change-password link leaves for that popup; close and logout work", async ({ page, member: _ }) => {
    await openInfo(page, "info");
    await infoDialog(page).getByRole("button", { name: "เปลี่ยนรหัสผ่าน" }).click();
    await expect(infoDialog(page)).toBeHidden();

    await openInfo(page, "info");
    await infoDialog(page).getByRole("button", { name: "ปิด", exact: true }).last().click();
    await expect(infoDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/lobby\/$/);

    await openInfo(page, "info");
    await infoDialog(page).getByRole("button", { name: "ออกจากระบบ" }).click();
    await expect(infoDialog(page)).toBeHidden();
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
  });

  test("guests never see the popup", async ({ page }) => {
    await openLobby(page, "/lobby/?info=info");
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    await expect(infoDialog(page)).toHaveCount(0);
    await openLobby(page, "/lobby/lobby?info=referral");
    await expect(infoDialog(page)).toHaveCount(0);
  });
});

test.describe("information popup: tabs in the URL", () => {
  test("deep links open a tab; tab switches are history entries", async ({ page, member: _ }) => {
    await openInfo(page, "history");
    const dialog = infoDialog(page);
    await expect(dialog.getByRole("tab", { name: "ข้อมูลฝาก-ถอน" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("tab", { name: "กิจกรรม" }).click();
    await expect(page).toHaveURL(/\?info=activities$/);
    await dialog.getByRole("tab", { name: "ข่าวสาร" }).click();
    await expect(page).toHaveURL(/\?info=news$/);
    await expect(dialog.getByText("ยังไม่มีข่าวสาร")).toBeVisible();
    await page.goBack();
    await expect(dialog.getByRole("tab", { name: "กิจกรรม" })).toHaveAttribute("aria-selected", "true");
    await page.goBack();
    await expect(dialog.getByRole("tab", { name: "ข้อมูลฝาก-ถอน" })).toHaveAttribute("aria-selected", "true");
    await page.goForward();
    await expect(dialog.getByRole("tab", { name: "กิจกรรม" })).toHaveAttribute("aria-selected", "true");
  });

  test("back from the popup to the page closes it", async ({ page, member: _ }) => {
    await openLobby(page, "/lobby/");
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    await page.getByTestId("drawer").getByRole("link", { name: "แนะนำเพื่อน" }).click();
    await expect(infoDialog(page)).toBeVisible();
    await expect(infoDialog(page).getByRole("tab", { name: "แนะนำเพื่อน" })).toHaveAttribute("aria-selected", "true");
    await page.goBack();
    await expect(infoDialog(page)).toBeHidden();
    await page.goForward();
    await expect(infoDialog(page)).toBeVisible();
  });

  test("/history opens the history tab", async ({ page, member: _ }) => {
    await openLobby(page, "/lobby/history");
    await expect(page).toHaveURL(/\/lobby\/\?info=history$/);
    await expect(infoDialog(page).getByRole("tab", { name: "ข้อมูลฝาก-ถอน" })).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("information popup: history tab", () => {
  test("deposits green, withdrawals red, status or deleted cause", async ({ page, member: _ }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openInfo(page, "history");
    const items = infoDialog(page).getByRole("listitem");
    await expect(items).toHaveCount(2);
    const deposit = items.nth(0);
    const withdraw = items.nth(1);
    await expect(deposit.getByText("ฝากเงิน")).toHaveCSS("color", GREEN);
    await expect(deposit.getByText("1,000.00")).toHaveCSS("color", GREEN);
    await expect(deposit.getByText("100.00")).toBeVisible();
    await expect(deposit.getByText("สำเร็จ")).toHaveCSS("color", GREEN);
    await expect(deposit.getByText("21/11/26 19:42:10")).toBeVisible();
    await expect(withdraw.getByText("ถอนเงิน")).toHaveCSS("color", RED);
    await expect(withdraw.getByText("800.00")).toHaveCSS("color", RED);
    await expect(withdraw.getByText("ยอดเทิร์นโอเวอร์ไม่ถึง")).toHaveCSS("color", RED);
    // Readable at 360 px: nothing spills sideways.
    const panel = infoDialog(page).getByRole("tabpanel");
    expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const dialogBox = await infoDialog(page).boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(360);
  });
});

test.describe("information popup: referral tab", () => {
  test("5,000 friends: only a window of rows is rendered and scrolling reaches the end", async ({ page, member: _ }) => {
    await page.route("**/lobby/api/customers/referral*", async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), prefer: "example=full" } });
      const body = await response.json();
      const friends = Array.from({ length: 5000 }, (_, i) => ({
        start_at: "2026-11-01 10:15:00",
        username: `friend${String(i).padStart(4, "0")}`,
        amount: i + 0.5,
      }));
      body.data.customer_referrals = friends;
      body.data.mlm_referrals.level_1 = friends;
      await route.fulfill({ response, json: body });
    });
    await openInfo(page, "referral");
    const dialog = infoDialog(page);
    const rows = dialog.getByTestId("referral-rows");
    await expect(rows.getByText("friend0000")).toBeVisible();
    const rendered = await rows.locator("li").count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    await expect(rows.getByText("friend4999")).toHaveCount(0);
    const panel = dialog.getByRole("tabpanel");
    await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(rows.getByText("friend4999")).toBeVisible();
    await expect(rows.getByText("friend0000")).toHaveCount(0);
    expect(await rows.locator("li").count()).toBeLessThan(60);
    await expect(rows.locator("li").last()).toHaveAttribute("aria-setsize", "5000");
  });
});

test.describe("copy", () => {
  test("copies the referral link and says so for a second", async ({ page, context, member: _ }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openInfo(page, "referral");
    await infoDialog(page).getByRole("button", { name: "คัดลอกลิงก์แนะนำเพื่อน" }).click();
    const tip = infoDialog(page).getByRole("status").filter({ hasText: "คัดลอกสำเร็จ" });
    await expect(tip).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REF_LINK);
    await expect(tip).toBeHidden({ timeout: 10_000 });
  });

  test("copying the customer id works too", async ({ page, context, member: _ }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openInfo(page, "info");
    await infoDialog(page).getByRole("button", { name: "คัดลอกรหัสลูกค้า" }).click();
    await expect(infoDialog(page).getByText("คัดลอกสำเร็จ")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("lb0812345678");
  });

  test("shows the failure when neither the Clipboard API nor the fallback works", async ({ page, member: _ }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
      document.execCommand = () => false;
    });
    await openInfo(page, "info");
    await infoDialog(page).getByRole("button", { name: "คัดลอกรหัสผ่าน" }).click();
    const tip = infoDialog(page).getByRole("status").filter({ hasText: "คัดลอกไม่สำเร็จ" });
    await expect(tip).toBeVisible();
    await expect(tip).toBeHidden({ timeout: 10_000 });
  });
});

test.describe("announcement", () => {
  test("mode 1: a closable popup with the HTML rendered", async ({ page, scenarios }) => {
    await scenarios.set("/notification", "popup");
    await openLobby(page);
    const popup = page.getByRole("dialog", { name: "ประกาศ" });
    await expect(popup).toBeVisible();
    await expect(popup.locator("b", { hasText: "ปิดปรับปรุง" })).toBeVisible();
    await expect(popup.getByRole("link", { name: "LINE @lobby" })).toHaveAttribute("href", "https://line.me/R/ti/p/@lobby");
    await popup.getByRole("button", { name: "ปิด" }).click();
    await expect(popup).toBeHidden();
  });

  test("mode 1 opens while the page's own parts are still on their way (the home's grids held back)", async ({ page, scenarios }) => {
    await scenarios.set("/notification", "popup");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/below-hero-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/lobby/");
    const popup = page.getByRole("dialog", { name: "ประกาศ" });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true })).toHaveCount(0);
    release();
    await popup.getByRole("button", { name: "ปิด" }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true })).toBeVisible();
  });

  test("mode 1 does not wait for the router: it opens while the game lobby's route file is held back", async ({ page, scenarios }) => {
    await scenarios.set("/notification", "popup");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/lobby-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/lobby/lobby");
    const popup = page.getByRole("dialog", { name: "ประกาศ" });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    release();
    await popup.getByRole("button", { name: "ปิด" }).click();
    await expect(page.locator("[data-first-paint]")).toHaveCount(0);
  });

  test("a popup the address asks for comes first: the notice opens once the player closes it, never before", async ({ page, scenarios }) => {
    await scenarios.set("/notification", "popup");
    // Every dialog opened, by its title, in order.
    await page.addInitScript(() => {
      const opened: string[] = ((window as unknown as { __opened: string[] }).__opened = []);
      const showModal = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        opened.push(document.getElementById(this.getAttribute("aria-labelledby") ?? "")?.textContent ?? "");
        showModal.call(this);
      };
    });
    // The notice's answer is in before the router has opened the login popup (it is asked for as
    // soon as config.json is read, and may be in before the login popup's file is asked for).
    const noticeAnswered = page.waitForResponse((r) => r.url().endsWith("/lobby/api/notification"));
    await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
      await noticeAnswered;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await openLobby(page, "/lobby/login");
    const login = page.getByRole("dialog", { name: "เข้าสู่ระบบ" });
    await expect(login).toBeVisible();
    const notice = page.getByRole("dialog", { name: "ประกาศ" });
    await expect(notice).toBeHidden();
    await login.getByRole("button", { name: "ปิด" }).click();
    await expect(notice).toBeVisible();
    await expect(login).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual(["เข้าสู่ระบบ", "ประกาศ"]);
  });

  test("mode 2: an always-visible banner", async ({ page, scenarios }) => {
    await scenarios.set("/notification", "banner");
    await openLobby(page);
    const banner = page.getByTestId("announcement-banner");
    await expect(banner).toBeVisible();
    await expect(banner.locator("b", { hasText: "10%" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "ประกาศ" })).toHaveCount(0);
  });

  test("no notice shows nothing", async ({ page, scenarios }) => {
    await scenarios.set("/notification", "none");
    await openLobby(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("announcement-banner")).toHaveCount(0);
    await expect(page.getByTestId("announcement-popup")).toHaveCount(0);
  });
});

test.describe("script payloads never run", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
  });

  test("announcement HTML (xss)", async ({ page, scenarios }) => {
    await scenarios.set("/notification", "xss");
    await openLobby(page);
    const popup = page.getByTestId("announcement-popup");
    await expect(popup).toBeVisible();
    // Any payload's own request (an <img src=x>) has failed and its handler run by now.
    await requestsSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(await popup.locator("script, iframe, style, svg").count()).toBe(0);
    const leftovers = await popup.evaluate((root) =>
      [...root.querySelectorAll("*")].flatMap((el) =>
        [...el.attributes]
          .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value) || a.name === "style")
          .map((a) => `${el.tagName}[${a.name}=${a.value}]`),
      ),
    );
    expect(leftovers).toEqual([]);
  });

  test("profile strings in the information popup (xssStrings)", async ({ page, member: _, scenarios }) => {
    await scenarios.set("/customers/profile", "xssStrings");
    const profileRead = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/customers/profile"));
    await openInfo(page, "info");
    // The popup has the profile's strings (a positive signal) before their absence is checked.
    await profileRead;
    const dialog = infoDialog(page);
    // One load, each tab in turn (each renders the profile it was given).
    for (const [tab, label] of [
      ["info", "ข้อมูลส่วนตัว"],
      ["history", "ข้อมูลฝาก-ถอน"],
      ["activities", "กิจกรรม"],
    ]) {
      await dialog.getByRole("tab", { name: label }).click();
      await expect(page, tab).toHaveURL(new RegExp(`info=${tab}`));
      await expect(dialog.getByRole("tabpanel")).not.toBeEmpty();
      // Our own icons and bank emblems are inline SVG with class "icon" or "bank-emblem"; any other svg would come from a payload.
      expect(await dialog.locator("img, script, iframe, svg:not(.icon):not(.bank-emblem), b").count(), tab).toBe(0);
      expect(await dialog.locator('a[href^="javascript:"]').count(), tab).toBe(0);
    }
    // The payloads are shown as plain text.
    await expect(dialog.getByText('<iframe src="javascript:window.__xss=1"></iframe>')).toBeVisible();
    await dialog.getByRole("tab", { name: "ข้อมูลส่วนตัว" }).click();
    await expect(dialog.getByText("<b><img src=x onerror=window.__xss=1></b>")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  });
});
