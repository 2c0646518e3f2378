import { expect, type Page } from "@playwright/test";
import { dialog, openLobby, TOKEN_KEY } from "./fixtures";
import { toasts } from "./faults-kit";
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

const runs: Partial<Record<View, (page: Page, outcome: Outcome) => Promise<void>>> = {
  async "catalogue on /lobby"(page, outcome) {
    await openLobby(page, "/lobby/lobby");
    await catalogueOutcome(page, outcome);
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
 * The browser sample: one row per outcome a player sees, where the UI shows it its own way: a grid
 * without one game, a grid with a bad detail of a game cleaned, the grid's failure state, the member
 * bar's (the member stays in, "—" and a toast) and a form's (the login refused). Every row's
 * classification is checked without a browser by src/app/hostile-answers.test.mjs, and the screens
 * of the other views in component tests (src/app/faults.test.tsx, the information popup's test).
 */
const BROWSER_ROWS = [
  "catalogue on /lobby: top game without flags",
  "catalogue on /lobby: top game flags [1] (only the bad flag goes)",
  "catalogue on /lobby: games null",
  "profile: pending request with a numeric qr_code",
  "login: 200 {}",
];
export const hostileCases: HostileCase[] = BROWSER_ROWS.map((name) => {
  const row = hostileAnswers.find((a) => a.name === name);
  const run = row && runs[row.view];
  if (!row || !run) throw new Error(`hostile-cases.ts: no row or page steps for "${name}"`);
  return { ...row, run };
});
