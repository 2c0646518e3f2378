import { seriousViolations } from "./axe";
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
  /** Viewport width (small phones). */
  width?: number;
}

const dialogOpen = (name: string) => async (page: Page) => {
  await expect(page.getByRole("dialog", { name })).toBeVisible({ timeout: 15_000 });
};
async function registerPhone(page: Page) {
  await page.getByRole("dialog", { name: "สมัครสมาชิก" }).getByLabel("เบอร์โทรศัพท์").fill("0812345678");
  await page.getByRole("dialog", { name: "สมัครสมาชิก" }).getByRole("button", { name: "ถัดไป" }).click();
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
  // Account popups.
  { name: "login popup", url: "/lobby/login", open: dialogOpen("เข้าสู่ระบบ") },
  { name: "register: phone", url: "/lobby/register", open: dialogOpen("สมัครสมาชิก") },
  {
    name: "register: password",
    url: "/lobby/register",
    open: async (page) => {
      await registerPhone(page);
      await expect(page.getByRole("dialog", { name: "ตั้งรหัสผ่าน" })).toBeVisible();
    },
  },
  {
    name: "register: bank",
    url: "/lobby/register",
    open: async (page) => {
      await registerPhone(page);
      const step2 = page.getByRole("dialog", { name: "ตั้งรหัสผ่าน" });
      await step2.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
      await step2.getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill("Lobby2026a");
      await step2.getByRole("button", { name: "ถัดไป" }).click();
      await expect(page.getByRole("dialog", { name: "ข้อมูลบัญชีธนาคาร" })).toBeVisible();
      // With the validation messages showing.
      await page.getByRole("dialog", { name: "ข้อมูลบัญชีธนาคาร" }).getByRole("button", { name: "สมัครสมาชิก" }).click();
    },
  },
  { name: "forgot password", url: "/lobby/forgetpassword", open: dialogOpen("ลืมรหัสผ่าน") },
  {
    name: "forgot password: OTP",
    url: "/lobby/forgetpassword",
    open: async (page) => {
      const start = page.getByRole("dialog", { name: "ลืมรหัสผ่าน" });
      await start.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
      await start.getByRole("button", { name: "ขอรหัส OTP" }).click();
      await expect(page.getByRole("dialog", { name: "ยืนยันรหัส OTP" })).toBeVisible();
    },
  },
  { name: "change password", url: "/lobby/?popup=ChangePassword", member: true, open: dialogOpen("เปลี่ยนรหัสผ่าน") },
  // Money popups.
  { name: "deposit reminder", url: "/lobby/deposit", member: true, open: dialogOpen("แจ้งเตือนก่อนฝากเงิน") },
  {
    name: "deposit form",
    url: "/lobby/deposit",
    member: true,
    open: async (page) => {
      await page.getByRole("dialog", { name: "แจ้งเตือนก่อนฝากเงิน" }).getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
      await expect(page.getByRole("dialog", { name: "ฝากเงิน" })).toBeVisible();
    },
  },
  {
    name: "promotion picker",
    url: "/lobby/deposit",
    member: true,
    open: async (page) => {
      await page.getByRole("dialog", { name: "แจ้งเตือนก่อนฝากเงิน" }).getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
      await page.getByRole("dialog", { name: "ฝากเงิน" }).getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
      await expect(page.getByRole("dialog", { name: "เลือกโปรโมชั่น" })).toBeVisible();
    },
  },
  { name: "deposit process (bank)", url: "/lobby/", member: true, scenarios: [["/customers/profile", "pendingDepositBank"]], open: dialogOpen("รายการฝากเงิน") },
  { name: "deposit process (QR)", url: "/lobby/", member: true, scenarios: [["/customers/profile", "pendingDepositQr"]], open: dialogOpen("รายการฝากเงิน") },
  { name: "withdraw form", url: "/lobby/withdraw", member: true, open: dialogOpen("ถอนเงิน") },
  { name: "withdraw process", url: "/lobby/", member: true, scenarios: [["/customers/profile", "pendingWithdraw"]], open: dialogOpen("กำลังดำเนินการถอนเงิน") },
  // Member centre: each tab.
  ...["info", "history", "activities", "referral", "news"].map((tab) => ({
    name: `information: ${tab} tab`,
    url: `/lobby/?info=${tab}`,
    member: true,
    open: dialogOpen("ข้อมูลสมาชิก"),
  })),
  // Game lobby dialogs and pages.
  {
    name: "game frame dialog",
    url: "/lobby/lobby",
    member: true,
    open: async (page) => {
      await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click({ timeout: 20_000 });
      await expect(page.getByRole("dialog", { name: "ผลไม้หยก" })).toBeVisible();
    },
  },
  {
    name: "guest register invitation",
    url: "/lobby/lobby",
    open: async (page) => {
      await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click({ timeout: 20_000 });
      await expect(page.getByRole("dialog", { name: "สมัครสมาชิกเพื่อเล่นเกม" })).toBeVisible();
    },
  },
  {
    name: "credit-blocked dialog",
    url: "/lobby/lobby",
    member: true,
    scenarios: [["/customers/profile", "zeroCredit"]],
    open: async (page) => {
      await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click({ timeout: 20_000 });
      await expect(page.getByRole("dialog", { name: "ยังเล่นเกมไม่ได้" })).toBeVisible();
    },
  },
  {
    name: "notification dialog",
    url: "/lobby/?info=activities",
    member: true,
    open: async (page) => {
      await page.getByRole("dialog", { name: "ข้อมูลสมาชิก" }).getByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" }).click();
      await expect(page.getByRole("dialog").filter({ hasText: "รับโบนัสกิจกรรมสำเร็จ" })).toBeVisible();
    },
  },
  { name: "slip page (not found)", url: "/lobby/slip?data=20200101_000000" },
  {
    name: "unknown provider",
    url: "/lobby/lobby/no-such-provider",
    open: async (page) => {
      await expect(page.getByRole("heading", { name: "ไม่พบค่ายเกมนี้" })).toBeVisible({ timeout: 20_000 });
    },
  },
  ...["/lobby/", "/lobby/lobby", "/lobby/promotion"].map((url) => ({ name: `360 px: ${url}`, url, member: true, width: 360 })),
  { name: "English home", url: "/lobby/en/" },
  { name: "Chinese home", url: "/lobby/cn/" },
];

test.describe("accessibility (axe: no serious or critical violations)", () => {
  for (const c of a11yCases) {
    test(c.name, async ({ page, scenarios }) => {
      for (const [path, example] of c.scenarios ?? []) await scenarios.set(path, example);
      if (c.member) await seedMember(page);
      if (c.width) await page.setViewportSize({ width: c.width, height: 740 });
      await openLobby(page, c.url);
      await page.waitForLoadState("networkidle");
      if (c.open) await c.open(page);
      expect(await seriousViolations(page)).toEqual([]);
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
          return hides && !el.classList.contains("sr-only") && el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().width > 1; // 1 px: visually hidden on purpose (the name beside a logo)
        })
        .map((el) => `${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
    );
    expect(clipped).toEqual([]);
  });
});
