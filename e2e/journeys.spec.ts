import type { Locator, Page } from "@playwright/test";
import { dialog, expect, test, type ContractGuard, type Journeys } from "./fixtures";
import { JOURNEYS, type JourneyName } from "../src/dev/journeys";
import type { Journey } from "../src/dev/journey";

/**
 * Every mock journey played end to end, doing what its `watch` lines tell a developer to do.
 *
 * - Default (preview build, `npm test`): the journey's answers are routed by the `journeys` fixture
 *   and the timers run on Playwright's fake clock.
 * - `JOURNEY_DEV_URL=http://127.0.0.1:5173` (a running `npm run dev`): the app plays the journey itself
 *   (`?journey=<name>`) on its dev clock in real time, as a developer watches it; each test prints
 *   how long the journey took to watch.
 */
const DEV_URL = process.env.JOURNEY_DEV_URL;
/** A development server transforms modules on first use: more time for each step there. */
const see = expect.configure({ timeout: DEV_URL ? 20_000 : 15_000 });

interface Player {
  page: Page;
  guard: ContractGuard;
  /** Opens the journey's start page (or `path`). */
  open(path?: string): Promise<void>;
  /** Waits for `outcome`, letting polls of `pollMs` run (fake clock) or happen (dev). */
  until(outcome: Locator, pollMs?: number): Promise<void>;
  /** Lets a countdown of `ms` run out (fake clock); in development the journey's clock speed does it. */
  elapse(ms: number): Promise<void>;
}

async function depositOf500(p: Player): Promise<void> {
  await p.open();
  await dialog(p.page, "แจ้งเตือนก่อนฝากเงิน").getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
  const form = dialog(p.page, "ฝากเงิน");
  await form.getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
  await dialog(p.page, "เลือกโปรโมชั่น").getByRole("button", { name: "เลือก ฝาก 100 รับ 50" }).click();
  await form.getByLabel("จำนวนเงิน").fill("500");
  await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
  await see(dialog(p.page, "รายการฝากเงิน").getByTestId("countdown")).toBeVisible();
}

async function withdrawOf300(p: Player): Promise<void> {
  await p.open();
  const form = dialog(p.page, "ถอนเงิน");
  await form.getByLabel("จำนวนเงิน").fill("300");
  await form.getByRole("button", { name: "ถอนเงิน", exact: true }).click();
  await see(dialog(p.page, "กำลังดำเนินการถอนเงิน").getByTestId("countdown")).toBeVisible();
}

async function refreshCredit(p: Player): Promise<Locator> {
  await p.open();
  const refresh = p.page.getByTestId("member-bar").getByRole("button", { name: "รีเฟรชเครดิต" });
  // The poll starts with the check call's answer: only then may the clock run.
  const started = p.page.waitForResponse((r) => r.url().includes("/customers/check-credit"));
  await refresh.click();
  await started;
  // Busy from the check's answer until the polls end (each act checks it is idle again at the end).
  await see(refresh).toHaveAttribute("aria-busy", "true");
  return refresh;
}

/** A notice or dialog text (not the same words in the development panel's instructions). */
const shown = (page: Page, text: string) => page.getByRole("dialog").or(page.locator(".notices")).getByText(text);

const asGuest = (page: Page) => see(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");

/** What a developer does and sees in each journey. */
const ACTS: Record<JourneyName, (p: Player) => Promise<void>> = {
  "credit-check-success": async (p) => {
    const refresh = await refreshCredit(p);
    await p.until(shown(p.page, "เช็คเครดิตเรียบร้อย"), 5_000);
    await see(p.page.getByTestId("member-bar").getByTestId("credit")).toHaveText("2,345.75");
    await see(refresh).not.toHaveAttribute("aria-busy", "true");
  },
  "credit-check-turnover-restart": async (p) => {
    const refresh = await refreshCredit(p);
    await p.until(shown(p.page, "กำลังเช็คเครดิต..."), 5_000);
    // The restarted round: one unfinished poll, then done and idle.
    await p.until(refresh.and(p.page.locator(':not([aria-busy="true"])')), 5_000);
    await see(shown(p.page, "เช็คเครดิตเรียบร้อย").last()).toBeVisible();
  },
  "credit-check-turnover-refused": async (p) => {
    await refreshCredit(p);
    await p.until(shown(p.page, "กำลังเช็คเครดิต..."), 5_000);
    await p.until(shown(p.page, "ยอดเทิร์นโอเวอร์ยังไม่ครบ ไม่สามารถล้างโปรโมชั่นได้"), 5_000);
  },
  "credit-check-timeout": async (p) => {
    const refresh = await refreshCredit(p);
    await p.until(shown(p.page, "หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 3 ครั้ง"), 5_000);
    await see(refresh).not.toHaveAttribute("aria-busy", "true");
  },
  "credit-check-unauthenticated": async (p) => {
    await refreshCredit(p);
    const unauthorized = p.page.waitForResponse((r) => r.url().includes("/customers/profile") && r.status() === 401);
    await p.until(p.page.getByTestId("bottom-nav").and(p.page.locator('[data-role="guest"]')), 5_000);
    await unauthorized;
    await asGuest(p.page);
  },
  "deposit-completed": async (p) => {
    await depositOf500(p);
    await p.until(shown(p.page, "ฝากเงินสำเร็จ จำนวน 500.00 บาท"), 10_000);
    await see(p.page).toHaveURL(/\/lobby\/(\?journey=[\w-]+)?$/);
  },
  "deposit-deleted": async (p) => {
    await depositOf500(p);
    await p.until(shown(p.page, "ฝากเงินไม่สำเร็จ (ยอดเงินไม่ตรง)"), 10_000);
  },
  "deposit-expiry": async (p) => {
    const cancel = p.page.waitForRequest((r) => r.method() === "POST" && /\/requests\/deposit\/9001\/cancel$/.test(r.url()), { timeout: 60_000 });
    await depositOf500(p);
    await p.elapse(15 * 60_000);
    await cancel;
    await see(shown(p.page, "หมดเวลาการฝากเงิน รายการนี้ถูกยกเลิกแล้ว")).toBeVisible({ timeout: 30_000 });
  },
  "deposit-cancel-failure": async (p) => {
    p.guard.allow422("/cancel");
    await depositOf500(p);
    await p.elapse(15 * 60_000);
    await see(shown(p.page, "รายการฝากหมดเวลาแล้ว")).toBeVisible({ timeout: 30_000 });
    await see(dialog(p.page, "รายการฝากเงิน")).toBeHidden();
  },
  "deposit-cancel-refused": async (p) => {
    await p.open();
    await dialog(p.page, "รายการฝากเงิน").getByRole("button", { name: "ยกเลิกรายการ" }).click();
    await see(p.page.getByRole("dialog").filter({ hasText: "รายการนี้กำลังตรวจสอบ ยกเลิกไม่ได้" })).toBeVisible();
    await p.until(shown(p.page, "ฝากเงินสำเร็จ จำนวน 500.00 บาท"), 10_000);
  },
  "withdraw-completed": async (p) => {
    await withdrawOf300(p);
    await p.until(shown(p.page, "ถอนเงินสำเร็จ จำนวน 300.00 บาท"), 10_000);
  },
  "withdraw-failed": async (p) => {
    await withdrawOf300(p);
    await p.until(shown(p.page, "ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)"), 10_000);
  },
  "withdraw-expiry": async (p) => {
    await withdrawOf300(p);
    await p.elapse(30 * 60_000);
    await see(dialog(p.page, "กำลังดำเนินการถอนเงิน")).toBeHidden({ timeout: 30_000 });
  },
  "withdraw-refused": async (p) => {
    p.guard.allow422("/requests/withdraw");
    await p.open();
    const form = dialog(p.page, "ถอนเงิน");
    await form.getByLabel("จำนวนเงิน").fill("300");
    await form.getByRole("button", { name: "ถอนเงิน", exact: true }).click();
    await see(form.getByRole("alert").filter({ hasText: "เบอร์นี้ถูกระงับการถอน" })).toBeVisible();
    await form.getByRole("button", { name: "ถอนเงิน", exact: true }).click();
    await see(form.getByRole("alert").filter({ hasText: "ถอนได้วันละ 3 ครั้ง" })).toBeVisible();
  },
  "register-real-otp": async (p) => {
    p.guard.allow422("/register/otp");
    await p.open();
    const step1 = dialog(p.page, "สมัครสมาชิก");
    await step1.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await step1.getByRole("button", { name: "ถัดไป" }).click();
    const otp = dialog(p.page, "ยืนยันรหัส OTP");
    await otp.getByLabel("รหัส OTP").fill("999999");
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    await see(otp.getByRole("alert").filter({ hasText: "รหัส OTP ไม่ถูกต้อง" })).toBeVisible();
    await otp.getByLabel("รหัส OTP").fill("123456");
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    const password = dialog(p.page, "ตั้งรหัสผ่าน");
    await password.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
    await password.getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill("Lobby2026a");
    await password.getByRole("button", { name: "ถัดไป" }).click();
    const bank = dialog(p.page, "ข้อมูลบัญชีธนาคาร");
    await bank.getByText("ธนาคารกสิกรไทย").click();
    await bank.getByLabel("เลขบัญชี").fill("0123456789");
    await bank.getByLabel("ชื่อบัญชี").fill("สมชาย ใจดี");
    await bank.getByLabel("ไอดีไลน์").fill("somchai.j");
    await bank.getByRole("button", { name: "สมัครสมาชิก" }).click();
    await dialog(p.page, "สมัครสมาชิกสำเร็จ").getByRole("button", { name: "ตกลง" }).click();
    await see(p.page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
  },
  "forgot-password": async (p) => {
    p.guard.allow422("/reset-password/confirm-otp");
    await p.open();
    const start = dialog(p.page, "ลืมรหัสผ่าน");
    await start.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await start.getByRole("button", { name: "ขอรหัส OTP" }).click();
    const otp = dialog(p.page, "ยืนยันรหัส OTP");
    await otp.getByLabel("รหัส OTP").fill("123456");
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    await see(otp.getByText("รหัส OTP ไม่ถูกต้อง")).toBeVisible();
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    const next = dialog(p.page, "ตั้งรหัสผ่านใหม่");
    await next.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("Lobby2026b");
    await next.getByLabel("ยืนยันรหัสผ่านใหม่").fill("Lobby2026b");
    await next.getByRole("button", { name: "บันทึกรหัสผ่าน" }).click();
    await dialog(p.page, "เปลี่ยนรหัสผ่านสำเร็จ").getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await see(dialog(p.page, "เข้าสู่ระบบ")).toBeVisible();
  },
  "session-expiry-mid-deposit": async (p) => {
    await depositOf500(p);
    await p.until(p.page.getByTestId("bottom-nav").and(p.page.locator('[data-role="guest"]')), 10_000);
    await see(dialog(p.page, "รายการฝากเงิน")).toBeHidden();
  },
};

/** When the journey's start page had loaded (the header is up): its time to watch is measured from there. */
let loadedAt = 0;

function player(page: Page, guard: ContractGuard, start: string, name: string): Player {
  if (DEV_URL) {
    return {
      page,
      guard,
      open: async (path = start) => {
        await page.goto(`${DEV_URL}/lobby${path}?journey=${name}`);
        await see(page.getByTestId("site-header")).toBeVisible({ timeout: 60_000 });
        loadedAt = Date.now();
      },
      until: (outcome) => see(outcome).toBeVisible({ timeout: 60_000 }),
      elapse: async () => undefined,
    };
  }
  return {
    page,
    guard,
    open: async (path = start) => {
      await page.goto(`/lobby${path}`);
    },
    // One poll interval at a time, letting each poll answer before the next (see money.spec.ts).
    until: (outcome, pollMs = 10_000) =>
      see(async () => {
        const answered = page.waitForResponse((r) => r.url().includes("/lobby/api/customers/profile"), { timeout: 5_000 }).catch(() => null);
        await page.clock.runFor(pollMs);
        await answered;
        await see(outcome).toBeVisible({ timeout: 1_500 });
      }).toPass({ timeout: 60_000 }),
    elapse: (ms) => page.clock.runFor(ms),
  };
}

test.describe("mock journeys end to end", () => {
  test.describe.configure({ timeout: DEV_URL ? 120_000 : 180_000 });
  for (const journey of JOURNEYS) {
    test(`${journey.name}: ${journey.title}`, async ({ page, guard, journeys }: { page: Page; guard: ContractGuard; journeys: Journeys }) => {
      // The announcement popup would cover the journey (the scenario picker answers "none" in CI).
      // In development the app asks Prism for its answers itself (src/dev/boot.ts): the panel's per-call choice does it.
      if (DEV_URL) await page.addInitScript(() => localStorage.setItem("lobby.mock-scenarios", JSON.stringify({ listNotifications: "200:none" })));
      else {
        await page.clock.install();
        await journeys.play(journey);
      }
      const t0 = Date.now();
      loadedAt = t0;
      await ACTS[journey.name](player(page, guard, journey.start, journey.name));
      const total = ((Date.now() - t0) / 1000).toFixed(1);
      const watched = ((Date.now() - loadedAt) / 1000).toFixed(1);
      test.info().annotations.push({ type: "watched in", description: `${watched} s after the page loaded (${total} s with the load)` });
      if (DEV_URL) console.log(`[journey] ${journey.name} (clock ${(journey as Journey).speed ?? 1}×): ${watched} s after load, ${total} s in all`);
    });
  }
});
