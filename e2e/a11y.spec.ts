import { seriousViolations } from "./axe";
import type { Page } from "@playwright/test";
import { expect, openLobby, seedMember, test } from "./fixtures";
import { requestsSettled } from "./faults-kit";

/**
 * axe-core on every page and popup in every layout: no serious or critical violation. axe stays in
 * the browser (colour contrast needs real layout and fonts), but page loads are few: each test
 * loads the app once and walks its steps by client-side navigation (the router's own popstate),
 * running axe after each one. A step fails with its name; every step's violations are reported.
 * Feature teams add their popups as one step in the walk that reaches them.
 */
interface Step {
  name: string;
  /** Where the app goes first (client-side, inside the loaded app). */
  url?: string;
  /** Go to `url` with a page load: a popup route opens on load, not on a client-side move. */
  load?: boolean;
  /** Scenario picks (path → example, "" for the default answer) before this step's load. */
  scenarios?: [string, string][];
  /** What the player does before axe runs. */
  open?: (page: Page) => Promise<void>;
  /** After axe (e.g. closes what `open` opened). */
  after?: (page: Page) => Promise<void>;
}
interface Walk {
  name: string;
  start: string;
  member?: boolean;
  /** Scenario picks (path → example) before the page loads. */
  scenarios?: [string, string][];
  /** Viewport width (small phones). */
  width?: number;
  steps: Step[];
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
const closeDrawer = async (page: Page) => {
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("drawer")).toBeHidden();
};
const playJade = (dialogName: string) => async (page: Page) => {
  await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click({ timeout: 20_000 });
  await expect(page.getByRole("dialog", { name: dialogName })).toBeVisible();
};
/** A page reached in the loaded app: its main content is there. */
const pageStep = (name: string, url: string): Step => ({
  name,
  url,
  open: async (page) => {
    await expect(page.locator("main").first()).toBeVisible({ timeout: 15_000 });
  },
});

/** Client-side navigation, as a link inside the app would do it (no page load). */
async function navigate(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, url);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(url);
}

export const walks: Walk[] = [
  {
    name: "guest pages",
    start: "/lobby/",
    steps: [
      { name: "guest home" },
      { name: "drawer (guest)", open: openDrawer, after: closeDrawer },
      pageStep("lobby", "/lobby/lobby"),
      pageStep("provider page", "/lobby/lobby/pgsoft"),
      {
        name: "unknown provider",
        url: "/lobby/lobby/no-such-provider",
        open: async (page) => {
          await expect(page.getByRole("heading", { name: "ไม่พบค่ายเกมนี้" })).toBeVisible({ timeout: 20_000 });
        },
      },
      pageStep("top games", "/lobby/topgames"),
      pageStep("promotion", "/lobby/promotion"),
      pageStep("article", "/lobby/article"),
      pageStep("privacy policy", "/lobby/privacy-policy"),
      pageStep("casino-test (guest)", "/lobby/casino-test"),
      pageStep("404", "/lobby/no-such-page"),
      pageStep("slip page (not found)", "/lobby/slip?data=20200101_000000"),
      { name: "guest register invitation", url: "/lobby/lobby", open: playJade("สมัครสมาชิกเพื่อเล่นเกม") },
    ],
  },
  {
    name: "account popups",
    start: "/lobby/login",
    steps: [
      { name: "login popup", open: dialogOpen("เข้าสู่ระบบ") },
      { name: "register: phone", url: "/lobby/register", load: true, open: dialogOpen("สมัครสมาชิก") },
      {
        name: "register: password",
        open: async (page) => {
          await registerPhone(page);
          await expect(page.getByRole("dialog", { name: "ตั้งรหัสผ่าน" })).toBeVisible();
        },
      },
      {
        name: "register: bank (with the validation messages showing)",
        open: async (page) => {
          const step2 = page.getByRole("dialog", { name: "ตั้งรหัสผ่าน" });
          await step2.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
          await step2.getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill("Lobby2026a");
          await step2.getByRole("button", { name: "ถัดไป" }).click();
          await expect(page.getByRole("dialog", { name: "ข้อมูลบัญชีธนาคาร" })).toBeVisible();
          await page.getByRole("dialog", { name: "ข้อมูลบัญชีธนาคาร" }).getByRole("button", { name: "สมัครสมาชิก" }).click();
        },
      },
      { name: "forgot password", url: "/lobby/forgetpassword", load: true, open: dialogOpen("ลืมรหัสผ่าน") },
      {
        name: "forgot password: OTP",
        open: async (page) => {
          const start = page.getByRole("dialog", { name: "ลืมรหัสผ่าน" });
          await start.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
          await start.getByRole("button", { name: "ขอรหัส OTP" }).click();
          await expect(page.getByRole("dialog", { name: "ยืนยันรหัส OTP" })).toBeVisible();
        },
      },
    ],
  },
  {
    name: "member pages and popups",
    start: "/lobby/",
    member: true,
    steps: [
      { name: "member home" },
      { name: "drawer (member)", open: openDrawer, after: closeDrawer },
      pageStep("casino-test (member)", "/lobby/casino-test"),
      { name: "change password", url: "/lobby/?popup=ChangePassword", load: true, open: dialogOpen("เปลี่ยนรหัสผ่าน") },
      { name: "deposit reminder", url: "/lobby/deposit", load: true, open: dialogOpen("แจ้งเตือนก่อนฝากเงิน") },
      {
        name: "deposit form",
        open: async (page) => {
          await page.getByRole("dialog", { name: "แจ้งเตือนก่อนฝากเงิน" }).getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
          await expect(page.getByRole("dialog", { name: "ฝากเงิน" })).toBeVisible();
        },
      },
      {
        name: "promotion picker",
        open: async (page) => {
          await page.getByRole("dialog", { name: "ฝากเงิน" }).getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
          await expect(page.getByRole("dialog", { name: "เลือกโปรโมชั่น" })).toBeVisible();
        },
      },
      { name: "withdraw form", url: "/lobby/withdraw", load: true, open: dialogOpen("ถอนเงิน") },
      // The member centre's five tabs, one after the other in one popup.
      ...[0, 1, 2, 3, 4].map((n) => ({
        name: `information: tab ${n + 1}`,
        ...(n === 0 ? { url: "/lobby/?info=info", load: true } : {}),
        open: async (page: Page) => {
          const popup = page.getByRole("dialog", { name: "ข้อมูลสมาชิก" });
          await expect(popup).toBeVisible({ timeout: 15_000 });
          const tab = popup.getByRole("tablist", { name: "หมวดข้อมูลสมาชิก" }).getByRole("tab").nth(n);
          await tab.click();
          await expect(tab).toHaveAttribute("aria-selected", "true");
        },
      })),
      {
        name: "notification dialog",
        url: "/lobby/?info=activities",
        load: true,
        open: async (page) => {
          await page.getByRole("dialog", { name: "ข้อมูลสมาชิก" }).getByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" }).click();
          await expect(page.getByRole("dialog").filter({ hasText: "รับโบนัสกิจกรรมสำเร็จ" })).toBeVisible();
        },
      },
    ],
  },
  {
    name: "360 px",
    start: "/lobby/",
    member: true,
    width: 360,
    steps: [{ name: "360 px: /lobby/" }, pageStep("360 px: /lobby/lobby", "/lobby/lobby"), pageStep("360 px: /lobby/promotion", "/lobby/promotion")],
  },
  // What opens from the server's answers at load, one load each in one walk: the announcements,
  // the pending deposit and withdraw popups, the game frame and the credit-blocked dialog.
  {
    name: "popups opened by the server's answers",
    start: "/lobby/",
    member: true,
    scenarios: [["/notification", "popup"]],
    steps: [
      { name: "announcement popup", open: async (page) => expect(page.getByTestId("announcement-popup")).toBeVisible() },
      ...(
        [
          ["announcement banner", "/notification", "banner", async (page: Page) => expect(page.getByTestId("announcement-banner")).toBeVisible()],
          ["deposit process (bank)", "/customers/profile", "pendingDepositBank", dialogOpen("รายการฝากเงิน")],
          ["deposit process (QR)", "/customers/profile", "pendingDepositQr", dialogOpen("รายการฝากเงิน")],
          ["withdraw process", "/customers/profile", "pendingWithdraw", dialogOpen("กำลังดำเนินการถอนเงิน")],
        ] as const
      ).map(([name, path, example, open]): Step => ({
        name,
        url: "/lobby/",
        load: true,
        // One answer picked at a time: no announcement over the popups that come after its own steps.
        scenarios:
          path === "/notification"
            ? [[path, example]]
            : [
                ["/notification", "none"],
                [path, example],
              ],
        open,
      })),
      { name: "game frame dialog", url: "/lobby/lobby", load: true, scenarios: [["/customers/profile", ""]], open: playJade("ผลไม้หยก") },
      { name: "credit-blocked dialog", url: "/lobby/lobby", load: true, scenarios: [["/customers/profile", "zeroCredit"]], open: playJade("ยังเล่นเกมไม่ได้") },
    ],
  },
  {
    name: "English and Chinese",
    start: "/lobby/en/",
    steps: [
      { name: "English home" },
      pageStep("English lobby", "/lobby/en/lobby"),
      { name: "Chinese home", url: "/lobby/cn/", load: true },
      pageStep("Chinese lobby", "/lobby/cn/lobby"),
    ],
  },
];

test.describe("accessibility (axe: no serious or critical violations)", () => {
  for (const w of walks) {
    test(w.name, async ({ page, scenarios }) => {
      test.setTimeout(30_000 + 15_000 * w.steps.length);
      for (const [path, example] of w.scenarios ?? []) await scenarios.set(path, example);
      if (w.member) await seedMember(page);
      if (w.width) await page.setViewportSize({ width: w.width, height: 740 });
      await openLobby(page, w.start);
      await page.waitForLoadState("networkidle");
      const found: string[] = [];
      for (const step of w.steps) {
        for (const [path, example] of step.scenarios ?? []) await (example ? scenarios.set(path, example) : scenarios.clear(path));
        if (step.url && step.load) await openLobby(page, step.url);
        else if (step.url) await navigate(page, step.url);
        if (step.open) await step.open(page);
        await requestsSettled(page);
        // With a modal dialog open (a popup, the drawer), the check covers the dialogs: the page behind
        // is inert, and each walk's pages are checked without one (the home behind every popup included).
        const within = (await page.locator("dialog:modal").count()) > 0 ? "dialog:modal" : undefined;
        found.push(...(await seriousViolations(page, within)).map((v) => `${step.name}: ${v}`));
        if (step.after) await step.after(page);
      }
      expect(found).toEqual([]);
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

  test("touch targets are at least 44×44 px, for a guest and then a member", async ({ page }) => {
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
    for (const visitor of ["guest", "member"]) {
      // The member's session is seeded for the next load (the guest's came first).
      if (visitor === "member") await seedMember(page);
      await openLobby(page);
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", visitor);
      let boxes = [
        ...(await measure("[data-testid=site-header] a, [data-testid=site-header] button")),
        ...(await measure("[data-testid=bottom-nav] a, [data-testid=bottom-nav] button")),
      ];
      await page.getByRole("button", { name: "เปิดเมนู" }).click();
      boxes = [...boxes, ...(await measure("dialog.drawer a, dialog.drawer button"))];
      expect(boxes.length, visitor).toBeGreaterThan(5);
      expect(
        boxes.filter((b) => b.w < 44 || b.h < 44),
        visitor,
      ).toEqual([]);
    }
  });

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
