import { expect, type Page } from "@playwright/test";
import { dialog, openLobby, TOKEN_KEY } from "./fixtures";
import { toasts } from "./faults-kit";
import { infoDialog } from "./pages/info";
import { hostileAnswers, type HostileAnswer, type Outcome, type View } from "./hostile-answers";

/**
 * The browser side of the hostile answers (rows in hostile-answers.ts): per view, the page steps
 * that open it (and make the call), then check the row's outcome. hostile.spec.ts adds the
 * standard checks (no error page, no NaN/Infinity/undefined/null/raw keys on screen).
 *
 * The mutated answers never pass through Prism, so the fixture's contract guard does not judge
 * them; the app's own boundary check (src/shared/api/contract.ts) does.
 */
export interface HostileCase extends HostileAnswer {
  run(page: Page, outcome: Outcome): Promise<void>;
}

const TH_SERVER = "ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง";
const TOP_GAME = "เล่น Frozen Jungle"; // the most popular slot of the catalogue example
/** Any game card of the first grid. */
const anyCard = (page: Page) => page.getByTestId("game-grid").first().getByRole("button", { name: /^เล่น / }).first();

async function catalogueOutcome(page: Page, outcome: Outcome): Promise<void> {
  if (outcome === "failure-state") {
    const status = page.getByRole("alert").filter({ hasText: "โหลดรายการเกมไม่สำเร็จ" }).first();
    await expect(status).toBeVisible({ timeout: 20_000 });
    await expect(status.getByRole("button", { name: "ลองอีกครั้ง" })).toBeVisible();
    return;
  }
  // Another game's card proves the grid rendered from this answer before the absence is checked.
  await expect(anyCard(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: TOP_GAME, exact: true })).toHaveCount(outcome === "item-dropped" ? 0 : 1);
}

const runs: Record<View, (page: Page, outcome: Outcome) => Promise<void>> = {
  async "catalogue on /lobby"(page, outcome) {
    await openLobby(page, "/lobby/lobby");
    await catalogueOutcome(page, outcome);
  },
  async "catalogue on home"(page, outcome) {
    await openLobby(page, "/lobby/");
    await catalogueOutcome(page, outcome);
  },
  async notice(page) {
    const answered = page.waitForResponse((r) => r.url().endsWith("/lobby/api/notification"));
    await openLobby(page);
    await answered;
    await expect(anyCard(page)).toBeVisible({ timeout: 20_000 });
    // The broken notice is not shown, and its failure is not the player's problem (spec section 7).
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  },
  /** A refused profile: the member stays in, credit shows "—", a toast says the server failed. */
  async "member bar"(page) {
    await openLobby(page);
    await expect(toasts(page).filter({ hasText: TH_SERVER })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    await expect(page.getByTestId("credit")).toHaveText("—");
    // A way out: the member can still log out from the menu.
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    await expect(page.getByTestId("drawer").getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
  },
  /** The bar shows "—", never NaN, Infinity or a false 0.00. */
  async credit(page) {
    await openLobby(page);
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    // The profile arrived (its promotion time is in the bar) before the credit is read.
    await expect(page.getByText("22/11/26 14:05:31").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("credit")).toHaveText("—");
  },
  /** One bad history item: the other one is still listed, with a translated type, and the list says one could not be shown. */
  async history(page) {
    await openLobby(page, "/lobby/?info=history");
    const list = infoDialog(page).getByRole("list", { name: "ข้อมูลฝาก-ถอน" });
    await expect(list.getByRole("listitem")).toHaveCount(1, { timeout: 20_000 });
    await expect(list.getByText("ถอนเงิน")).toBeVisible();
    await expect(infoDialog(page).getByRole("note")).toContainText("มี 1 รายการที่แสดงไม่ได้");
  },
  /** A type the lobby does not know: listed with the neutral label, its amount and status. */
  async "history type"(page) {
    await openLobby(page, "/lobby/?info=history");
    const list = infoDialog(page).getByRole("list", { name: "ข้อมูลฝาก-ถอน" });
    await expect(list.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
    const other = list.getByRole("listitem").filter({ hasText: "รายการอื่น" });
    await expect(other).toContainText("1,000.00");
    await expect(other).toContainText("สำเร็จ");
    await expect(infoDialog(page).getByRole("note")).toHaveCount(0);
  },
  /** An impossible date within the contract's pattern shows "—", not a rolled-over date. */
  async "history date"(page) {
    await openLobby(page, "/lobby/?info=history");
    const list = infoDialog(page).getByRole("list", { name: "ข้อมูลฝาก-ถอน" });
    await expect(list.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
    await expect(list.getByRole("listitem").nth(1).getByText("—")).toBeVisible();
    await expect(list.getByText("03/03/26")).toHaveCount(0);
  },
  /** One bad event: the other is still offered. */
  async activities(page) {
    await openLobby(page, "/lobby/?info=activities");
    await expect(infoDialog(page).getByText("ฝากครบ 7 วัน")).toBeVisible({ timeout: 20_000 });
    await expect(infoDialog(page).getByText("เช็คอินรายวัน")).toHaveCount(0);
  },
  async referral(page, outcome) {
    await openLobby(page, "/lobby/?info=referral");
    if (outcome === "failure-state") {
      await expect(infoDialog(page).getByText("โหลดข้อมูลแนะนำเพื่อนไม่สำเร็จ")).toBeVisible({ timeout: 20_000 });
      await expect(infoDialog(page).getByRole("button", { name: "ลองอีกครั้ง" })).toBeVisible();
    } else {
      await expect(infoDialog(page).getByText("ลิงก์แนะนำเพื่อน").first()).toBeVisible({ timeout: 20_000 });
    }
  },
  async login(page) {
    await openLobby(page, "/lobby/login");
    const login = dialog(page, "เข้าสู่ระบบ");
    await login.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await login.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
    await login.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await expect(login.getByText("ข้อมูลเข้าสู่ระบบจากเซิร์ฟเวอร์ไม่สมบูรณ์", { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    await expect(toasts(page).filter({ hasText: "เข้าสู่ระบบสำเร็จ" })).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain(TOKEN_KEY);
  },
};

/**
 * The browser sample: the first row of each (call, view, outcome) of the table, so every view's
 * item-dropped / kept / failure-state behaviour is seen in Chromium through Prism; every row's
 * classification is checked without a browser by scripts/hostile-answers.test.mjs.
 */
const sampled = new Set<string>();
export const hostileCases: HostileCase[] = hostileAnswers
  .filter((a) => {
    const key = `${a.method} ${a.path} ${a.view} ${a.outcome}`;
    return !sampled.has(key) && Boolean(sampled.add(key));
  })
  .map((a) => ({ ...a, run: runs[a.view] }));
