import type { Page } from "@playwright/test";
import { brandConfig } from "../scripts/brand.mjs";
import { seriousViolations } from "./axe";
import { dialog, expect, openLobby as openLobbyAt, seedMember, test } from "./fixtures";

/**
 * White label (docs/runtime-config.md, "Brands"): one build, the brand from config.json. The preview
 * serves the brand of LOBBY_BRAND (the default here); the other demo brand is served to the page
 * as its deployment would serve it, brands/lagoon.json merged over the base (scripts/brand.mjs).
 */
async function serveBrand(page: Page, config: { trialPageUrl?: string | null }): Promise<void> {
  // As the preview serves it: the mock's trial page where a brand names none (build/brand-files.ts).
  const served = { ...config, trialPageUrl: config.trialPageUrl ?? "/lobby/game-frame.html" };
  await page.route("**/lobby/config.json", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(served) }));
}
/** The lobby with room for a loaded machine: the first screen waits for config, dictionaries and lazy routes. */
const openLobby = (page: Page, path = "/lobby/") => openLobbyAt(page, path, { timeout: 20_000 });
/** Registration up to its bank step: phone, then password. */
async function registerToBankStep(page: Page): Promise<void> {
  await openLobby(page, "/lobby/register");
  const step1 = dialog(page, "สมัครสมาชิก");
  await step1.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
  await step1.getByRole("button", { name: "ถัดไป" }).click();
  const step2 = dialog(page, "ตั้งรหัสผ่าน");
  await step2.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
  await step2.getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill("Lobby2026a");
  await step2.getByRole("button", { name: "ถัดไป" }).click();
}
const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

const BRANDS = [
  {
    name: "default",
    title: "NagaSpin",
    logo: "/lobby/brands/nagaspin/logo.svg",
    background: "rgb(13, 10, 26)",
    primary: "rgb(245, 197, 66)",
    onPrimary: "rgb(42, 28, 0)",
  },
  {
    name: "lagoon",
    title: "Lagoon Play",
    logo: "/lobby/brands/lagoon/logo.svg",
    background: "rgb(238, 245, 247)",
    primary: "rgb(11, 110, 134)",
    onPrimary: "rgb(255, 255, 255)",
  },
] as const;

// Several popups and pages deep, each loading on demand: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

test.describe("brands", () => {
  for (const b of BRANDS) {
    test(`${b.name}: name, logo and colours from config.json, no serious axe violation`, async ({ page }) => {
      const config = brandConfig(b.name);
      await serveBrand(page, config);
      await openLobby(page);
      const brand = page.getByTestId("brand");
      await expect(brand).toHaveText(b.title);
      await expect(brand.locator("img")).toHaveAttribute("src", b.logo);
      await expect(brand.locator("img")).toHaveAttribute("width", String(config.brand.logo.width));
      await expect(page).toHaveTitle(b.title);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", config.brand.favicon);
      await expect.poll(() => styleOf(page, "html", "background-color")).toBe(b.background);
      expect(await styleOf(page, ".brand", "color")).toBe(b.primary);
      expect(await styleOf(page, ".guest-actions .btn-gold", "color")).toBe(b.onPrimary);
      // Footer: trust marks, 18+ and the brand's support links.
      const footer = page.locator(".site-footer");
      await expect(footer.getByRole("list", { name: "ช่องทางการชำระเงิน" }).getByRole("listitem")).toHaveCount(config.brand.trustMarks.payments.length);
      await expect(footer.getByText("สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น")).toBeVisible();
      for (const link of config.brand.supportLinks) await expect(footer.getByRole("link", { name: link.label.th })).toHaveAttribute("href", link.url);
      if (config.brand.copy.th?.heroTitle) await expect(page.getByRole("heading", { level: 1 })).toHaveText(config.brand.copy.th.heroTitle);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
      // The login popup in the brand's colours too.
      await openLobby(page, "/lobby/login");
      await expect(dialog(page, "เข้าสู่ระบบ")).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the preview serves the web app manifest from the brand", async ({ request }) => {
    const manifest = (await (await request.get("/lobby/manifest.webmanifest")).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: "NagaSpin", short_name: "NagaSpin", theme_color: "#0d0a1a", start_url: "/lobby/" });
  });

  test("a colour set failing WCAG AA is refused at start, naming the pair", async ({ page }) => {
    const config = brandConfig("lagoon");
    config.brand.colors.muted = "#9db0ba";
    await serveBrand(page, config);
    await page.goto("/lobby/");
    const error = page.getByTestId("config-error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("brand.colors: muted #9db0ba on background #eef5f7 has contrast 2.04:1, WCAG AA needs 4.5:1");
    await expect(page.getByTestId("site-header")).toHaveCount(0);
  });
});

test.describe("responsible play", () => {
  test("reality check every N minutes while a game is open: time played, continue, history link, leave", async ({ page }) => {
    await page.clock.install();
    await openLobby(page, "/lobby/casino-test");
    const play = page.getByRole("button", { name: "เล่น บาคาร่า D17" });
    await expect(play).toBeVisible({ timeout: 20_000 });
    await play.click();
    const game = page.getByRole("dialog", { name: "บาคาร่า D17" });
    await expect(game.locator("iframe")).toBeVisible();
    const check = dialog(page, "เช็กเวลาเล่น");
    await page.clock.fastForward("29:00");
    await expect(game.locator("iframe")).toBeVisible();
    await expect(check).toHaveCount(0);
    await page.clock.fastForward("01:00");
    await expect(check.getByText("คุณเล่นมาแล้ว 30 นาทีในรอบนี้")).toBeVisible();
    await expect(check.getByRole("link", { name: "ดูประวัติการฝากถอน" })).toBeVisible();
    await check.getByRole("button", { name: "เล่นต่อ" }).click();
    await expect(check).toBeHidden();
    await expect(game.locator("iframe")).toBeVisible();
    await page.clock.fastForward("30:00");
    await expect(check.getByText("คุณเล่นมาแล้ว 60 นาทีในรอบนี้")).toBeVisible();
    await check.getByRole("button", { name: "ออกจากเกม" }).click();
    await expect(game).toBeHidden();
    await expect(check).toBeHidden();
  });

  test("a brand that switches the reality check off never shows it", async ({ page }) => {
    const config = brandConfig();
    config.responsiblePlay.realityCheckMinutes = null;
    await serveBrand(page, config);
    await page.clock.install();
    await openLobby(page, "/lobby/casino-test");
    await page.getByRole("button", { name: "เล่น บาคาร่า D17" }).click({ timeout: 20_000 });
    const game = page.getByRole("dialog", { name: "บาคาร่า D17" });
    await expect(game.locator("iframe")).toBeVisible();
    await page.clock.fastForward("02:00:00");
    await expect(game.locator("iframe")).toBeVisible(); // the page has run the two hours
    await expect(dialog(page, "เช็กเวลาเล่น")).toHaveCount(0);
  });

  test("the page in three languages; the daily deposit reminder is kept on the device and shown before a deposit", async ({ page }) => {
    await seedMember(page);
    for (const [prefix, heading] of [
      ["/lobby/en", "Responsible play"],
      ["/lobby/cn", "理性娱乐"],
      ["/lobby", "เล่นอย่างรับผิดชอบ"],
    ] as const) {
      // The language cookie would send /lobby/ to the last language. The last page is left first:
      // a navigation it makes after this point (its router sets the cookie) would write it again.
      await page.goto("/lobby/config.json");
      await page.context().clearCookies();
      await openLobby(page, `${prefix}/responsible-play`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`18+${heading}`);
    }
    const amount = page.getByRole("textbox", { name: "ยอดฝากต่อวัน" });
    await amount.fill("1500");
    await page.getByRole("button", { name: "บันทึก" }).click();
    await expect(page.getByTestId("reminder-status")).toHaveText("ตั้งเตือนไว้ที่ 1,500.00 บาทต่อวัน");
    expect(await page.evaluate(() => localStorage.getItem("lobby.deposit-reminder"))).toBe('{"amount":1500}');
    await page.reload();
    await expect(page.getByTestId("reminder-status")).toHaveText("ตั้งเตือนไว้ที่ 1,500.00 บาทต่อวัน");
    await openLobby(page, "/lobby/deposit");
    const reminder = dialog(page, "แจ้งเตือนก่อนฝากเงิน");
    await expect(reminder.getByTestId("deposit-reminder-note")).toContainText("ยอดเตือนฝากต่อวันที่คุณตั้งไว้: 1,500.00 บาท", { timeout: 15_000 });
  });

  test("a brand without the page: the footer has no link and the address is not found", async ({ page }) => {
    const config = brandConfig();
    config.responsiblePlay.page = false;
    config.responsiblePlay.adultsMark = false;
    await serveBrand(page, config);
    await openLobby(page);
    await expect(page.locator(".site-footer").getByRole("link", { name: "เกี่ยวกับเรา" })).toBeVisible();
    await expect(page.locator(".site-footer").getByRole("link", { name: "เล่นอย่างรับผิดชอบ" })).toHaveCount(0);
    await expect(page.locator(".site-footer").getByText("สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น")).toHaveCount(0);
    await page.goto("/lobby/responsible-play");
    await expect(page.getByTestId("error-page")).toBeVisible();
    await expect(page.getByTestId("responsible-play-page")).toHaveCount(0);
  });
});

test.describe("a demo that reads like a real lobby", () => {
  test("registration ends with the first deposit: the welcome popup opens the deposit popup", async ({ page }) => {
    await registerToBankStep(page);
    const step3 = dialog(page, "ข้อมูลบัญชีธนาคาร");
    await step3.getByText("ธนาคารกสิกรไทย").click();
    await step3.getByLabel("เลขบัญชี").fill("0123456789");
    await step3.getByLabel("ชื่อบัญชี").fill("สมชาย ใจดี");
    await step3.getByLabel("ไอดีไลน์").fill("somchai.j");
    await step3.getByRole("button", { name: "สมัครสมาชิก" }).click();
    const welcome = dialog(page, "สมัครสมาชิกสำเร็จ");
    await expect(welcome.getByText("ฝากครั้งแรกเพื่อเริ่มเล่นและรับโปรโมชั่นสมาชิกใหม่")).toBeVisible();
    await welcome.getByRole("button", { name: "ฝากครั้งแรก" }).click();
    await expect(page).toHaveURL(/\/lobby\/deposit$/);
    await expect(dialog(page, "แจ้งเตือนก่อนฝากเงิน").getByRole("button", { name: "รับทราบ ฝากเงิน" })).toBeVisible();
  });

  test("the hero speaks to members differently from guests", async ({ page }) => {
    await openLobby(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("คาสิโนออนไลน์ สล็อต ยิงปลา ครบจบในเว็บเดียว");
    await expect(page.getByRole("region", { name: "คาสิโนออนไลน์ สล็อต ยิงปลา ครบจบในเว็บเดียว" }).getByRole("link", { name: "สมัครสมาชิก" })).toBeVisible();
    await seedMember(page);
    await openLobby(page);
    const memberHero = page.getByRole("region", { name: "ยินดีต้อนรับกลับ เกมใหม่รอคุณอยู่" });
    await expect(memberHero.getByRole("link", { name: "เข้าเล่นเกม" })).toBeVisible();
    await expect(memberHero.getByRole("link", { name: "สมัครสมาชิก" })).toHaveCount(0);
  });

  test("every game has its own artwork, and bank logos show each bank's mark", async ({ page }) => {
    await openLobby(page, "/lobby/lobby");
    const thumbs = page.getByRole("button", { name: /^เล่น / }).locator("img");
    await expect(thumbs.first()).toBeVisible({ timeout: 20_000 });
    const sources = await thumbs.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute("src")));
    expect(sources.length).toBeGreaterThan(10);
    expect(new Set(sources).size).toBe(sources.length);
    for (const src of sources) expect(src).toMatch(/^\/lobby\/games\/art\/[a-z0-9]+\/[a-z0-9-]+\.svg$/);
    const art = await page.request.get(sources[0]!);
    expect(art.headers()["content-type"]).toContain("image/svg+xml");
    expect(await art.text()).not.toContain("<text");

    await registerToBankStep(page);
    const kbank = dialog(page, "ข้อมูลบัญชีธนาคาร").locator('[data-bank="kbank"]');
    await expect(kbank.locator("svg path")).toHaveCount(1);
    expect(await kbank.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(19, 143, 45)");
  });
});
