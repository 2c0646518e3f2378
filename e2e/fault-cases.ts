import { expect, type Locator, type Page } from "@playwright/test";
import { dialog, openDepositWithPromotion, openLobby, seedMember, useRealOtp, type Scenarios } from "./fixtures";
import { loginSubmit, otpConfirm, passwordNext, PHONE, registerNext, registerStep1, toRegisterPassword } from "./pages/account";
import { catalogueReady } from "./pages/games";
import { claimSubmit, infoDialog, openInfo } from "./pages/info";
import { depositSubmit, withdrawSubmit } from "./pages/money";
import { requestsSettled, toasts } from "./faults-kit";
import type { FaultKind } from "./faults-kit";
import {
  EN,
  formFailed,
  guestForm,
  memberForm,
  messageDialogFailed,
  notificationIgnored,
  profileOutcome,
  resumesPending,
  sessionEnded,
  TH,
} from "./fault-outcomes";

/**
 * The faults a player sees on screen: per flow, how the UI reaches the call and what a player sees.
 * faults.spec.ts runs each flow's `browser` kinds with the standard checks (healthy page, call
 * count, form input kept); every contract operation × kind runs at the client in
 * scripts/fault-matrix.test.mjs.
 */
export interface FaultCase {
  name: string;
  /** Fragment of the path after /lobby/api, e.g. "/customers/profile" (what the browser fault matches). */
  path: string;
  method: "GET" | "POST" | "DELETE";
  /** The kinds shown in the browser: the one that shows the flow's whole outcome, plus a 401 or slow case where it differs in kind. */
  browser: readonly FaultKind[];
  /** The call carries the member's token: its 401 ends the session. */
  member?: boolean;
  /** Brings the UI to just before the call (may be empty when the call happens on load). */
  setup(page: Page, ctx: { scenarios: Scenarios }): Promise<unknown>;
  /** Makes the UI send the call. */
  trigger(page: Page): Promise<void>;
  /** What the player must see for this kind of fault. */
  expectOutcome(page: Page, kind: FaultKind): Promise<void>;
  /** Most calls the trigger may send (GETs get one network retry). Default 1, and 2 for "network". */
  maxCalls?: Partial<Record<FaultKind, number>>;
  /** A form field filled in setup whose value must survive the fault. */
  keepsInput?: { field: (page: Page) => Locator; value: string };
  /** The form's submit button: usable again after the fault, and a retry sends the call again. */
  submit?: (page: Page) => Locator;
  /**
   * What a retry after a 500 must do when it is not simply the call again: a money create whose
   * outcome is unknown asks the server first and resumes the request it shows pending.
   */
  retryAfter500?: (page: Page) => Promise<void>;
  /** Delay of the "slow" kind; the real 10 s (SLOW_MS) only on representative rows. Default 3 s. */
  slowMs?: number;
}

export const faultCases: FaultCase[] = [
  {
    name: "profile on a member page (member bar credit)",
    path: "/customers/profile",
    method: "GET",
    browser: ["500", "401", "slow"],
    member: true,
    // The member bar, and the deposit and withdraw restores on start, each read the profile at
    // most once (a restore joins a read still in flight, but not one that has already failed), and
    // opening the drawer retries a failed read once. Reads, not submissions: bounded, no loop.
    maxCalls: { "500": 4, malformed: 4, network: 5 },
    setup: async () => {},
    trigger: (page) => openLobby(page, "/lobby/promotion"),
    expectOutcome: profileOutcome(TH, /\/lobby\/$/),
  },
  {
    name: "profile in English (drawer credit)",
    path: "/customers/profile",
    method: "GET",
    browser: ["network"],
    member: true,
    // The member bar, and the deposit and withdraw restores on start, each read the profile at
    // most once (a restore joins a read still in flight, but not one that has already failed), and
    // opening the drawer retries a failed read once. Reads, not submissions: bounded, no loop.
    maxCalls: { "500": 4, malformed: 4, network: 5 },
    setup: async () => {},
    trigger: async (page) => {
      await openLobby(page, "/lobby/en/");
    },
    expectOutcome: async (page, kind) => {
      await profileOutcome(EN, /\/lobby\/en\/?$/)(page, kind);
      if (kind === "401") return;
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByTestId("drawer").locator(".drawer-credit strong")).toHaveText("—");
    },
  },
  {
    name: "notification (guest)",
    path: "/notification",
    method: "GET",
    browser: ["500"],
    setup: async () => {},
    trigger: (page) => openLobby(page),
    expectOutcome: async (page) => {
      await notificationIgnored(page);
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    },
  },
  {
    name: "notification (member: a 401 on this public call keeps the session)",
    path: "/notification",
    method: "GET",
    browser: ["401"],
    member: true,
    setup: async () => {},
    trigger: (page) => openLobby(page),
    expectOutcome: async (page) => {
      await notificationIgnored(page);
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
      await expect(page.getByTestId("credit")).toHaveText("1,520.50");
    },
  },
];

// ---------------------------------------------------------------------------
// Feature calls (outcomes in fault-outcomes.ts, page helpers in pages/).
// ---------------------------------------------------------------------------

export const SLOW_SHORT_MS = 3_000;
export const featureFaultCases: FaultCase[] = [
  {
    name: "login",
    path: "/login",
    method: "POST",
    browser: ["500", "401"],
    slowMs: 10_000,
    setup: async (page) => {
      await openLobby(page, "/lobby/login");
      await dialog(page, "เข้าสู่ระบบ").getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
    },
    keepsInput: { field: (page) => dialog(page, "เข้าสู่ระบบ").getByLabel("เบอร์โทรศัพท์"), value: PHONE },
    submit: loginSubmit,
    trigger: (page) => loginSubmit(page).click(),
    expectOutcome: async (page, kind) => {
      if (kind === "401") {
        // A public call: its 401 means wrong credentials, not an ended session.
        await expect(dialog(page, "เข้าสู่ระบบ").locator(".error-list")).toContainText("เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง");
        await expect(dialog(page, "เข้าสู่ระบบ").locator(".error-list")).not.toContainText("Unauthenticated");
        return;
      }
      if (kind === "slow") {
        await expect(loginSubmit(page)).toHaveAttribute("aria-busy", "true");
        await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member", { timeout: 15_000 });
        return;
      }
      await formFailed("เข้าสู่ระบบ")(page, kind);
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    },
  },
  {
    name: "register: phone",
    path: "/register/phone",
    method: "POST",
    browser: ["500"],
    setup: (page) => openLobby(page, "/lobby/register"),
    keepsInput: { field: (page) => registerStep1(page).getByLabel("เบอร์โทรศัพท์"), value: PHONE },
    submit: registerNext,
    trigger: (page) => registerNext(page).click(),
    expectOutcome: guestForm("สมัครสมาชิก", registerNext, (page) => expect(dialog(page, "ตั้งรหัสผ่าน")).toBeVisible()),
  },
  {
    name: "register: OTP (real-OTP backend)",
    path: "/register/otp",
    method: "POST",
    browser: ["network"],
    setup: async (page) => {
      await useRealOtp(page);
      await openLobby(page, "/lobby/register");
      await registerStep1(page).getByLabel("เบอร์โทรศัพท์").fill(PHONE);
      await registerNext(page).click();
      await expect(dialog(page, "ยืนยันรหัส OTP")).toBeVisible();
    },
    keepsInput: { field: (page) => dialog(page, "ยืนยันรหัส OTP").getByLabel("รหัส OTP"), value: "123456" },
    submit: otpConfirm,
    trigger: (page) => otpConfirm(page).click(),
    expectOutcome: guestForm("ยืนยันรหัส OTP", otpConfirm, (page) => expect(dialog(page, "ตั้งรหัสผ่าน")).toBeVisible()),
  },
  {
    name: "register: password",
    path: "/register/password",
    method: "POST",
    browser: ["401"],
    setup: async (page) => {
      await toRegisterPassword(page);
      await dialog(page, "ตั้งรหัสผ่าน").getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill("Lobby2026a");
    },
    keepsInput: { field: (page) => dialog(page, "ตั้งรหัสผ่าน").getByLabel("รหัสผ่าน", { exact: true }), value: "Lobby2026a" },
    submit: passwordNext,
    trigger: (page) => passwordNext(page).click(),
    // The temporary registration token is not a session: a 401 is a failure message here.
    expectOutcome: async (page, kind) => {
      await guestForm("ตั้งรหัสผ่าน", passwordNext, (p) => expect(dialog(p, "ข้อมูลบัญชีธนาคาร")).toBeVisible())(page, kind);
      if (kind === "401") await expect(toasts(page).filter({ hasText: TH.sessionExpired })).toHaveCount(0);
    },
  },
  {
    name: "credit check",
    path: "/customers/check-credit",
    method: "GET",
    browser: ["network"],
    member: true,
    setup: (page) => openLobby(page),
    trigger: (page) => page.getByTestId("member-bar").getByRole("button", { name: "รีเฟรชเครดิต" }).click(),
    expectOutcome: async (page, kind) => {
      const refresh = page.getByTestId("member-bar").getByRole("button", { name: "รีเฟรชเครดิต" });
      if (kind === "401") return sessionEnded(page);
      if (kind === "slow") {
        await expect(refresh).toHaveAttribute("aria-busy", "true");
        await expect(refresh).not.toHaveAttribute("aria-busy", "true", { timeout: 15_000 });
        return;
      }
      const text = kind === "network" ? "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาลองใหม่อีกครั้ง" : "เช็คเครดิตไม่สำเร็จ กรุณาลองใหม่อีกครั้ง";
      await expect(toasts(page).filter({ hasText: text })).toBeVisible();
      await expect(refresh).toBeEnabled();
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    },
  },
  {
    name: "turnover check after a credit check",
    path: "/customers/check-turnover",
    method: "GET",
    browser: ["500"],
    member: true,
    setup: async (page, { scenarios }) => {
      await page.clock.install();
      await scenarios.set("/customers/check-credit", "started");
      await scenarios.set("/customers/profile", "creditChecked");
      await openLobby(page);
    },
    trigger: async (page) => {
      await page.getByTestId("member-bar").getByRole("button", { name: "รีเฟรชเครดิต" }).click();
      await expect(page.getByTestId("member-bar").getByRole("button", { name: "รีเฟรชเครดิต" })).toHaveAttribute("aria-busy", "true");
      await page.clock.runFor(5_000);
    },
    expectOutcome: async (page, kind) => {
      if (kind === "401") return sessionEnded(page);
      const text = kind === "network" ? "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาลองใหม่อีกครั้ง" : "เช็คเครดิตไม่สำเร็จ กรุณาลองใหม่อีกครั้ง";
      await expect(toasts(page).filter({ hasText: text })).toBeVisible();
      await expect(page.getByTestId("member-bar").getByRole("button", { name: "รีเฟรชเครดิต" })).not.toHaveAttribute("aria-busy", "true");
    },
  },
  {
    name: "deposit (bank transfer)",
    path: "/requests/deposit/prepare",
    method: "POST",
    browser: ["500", "slow"],
    member: true,
    slowMs: 10_000,
    setup: async (page, { scenarios }) => {
      await openDepositWithPromotion(page);
      // The pending request the slow case ends in.
      await scenarios.set("/customers/profile", "pendingDepositBank");
    },
    keepsInput: { field: (page) => dialog(page, "ฝากเงิน").getByLabel("จำนวนเงิน"), value: "500" },
    submit: depositSubmit,
    retryAfter500: resumesPending("รายการฝากเงิน"),
    trigger: (page) => depositSubmit(page).click(),
    expectOutcome: async (page, kind) => {
      if (kind === "slow") {
        await expect(depositSubmit(page)).toHaveAttribute("aria-busy", "true");
        await expect(dialog(page, "รายการฝากเงิน")).toBeVisible({ timeout: 15_000 });
        return;
      }
      await memberForm("ฝากเงิน", depositSubmit, async () => {})(page, kind);
      if (kind !== "401") await expect(dialog(page, "ฝากเงิน").getByText("ฝาก 100 รับ 50")).toBeVisible();
    },
  },
  {
    name: "deposit (payment gateway)",
    path: "/requests/deposit/payment-gateway",
    method: "POST",
    browser: ["network"],
    member: true,
    setup: async (page, { scenarios }) => {
      // A member whose deposits go through the gateway, with no request pending yet.
      await page.route("**/lobby/api/customers/profile", async (route) => {
        const res = await route.fetch();
        const json = (await res.json()) as { data: Record<string, unknown> };
        json.data.payment_gateway_status = true;
        await route.fulfill({ response: res, json });
      });
      void scenarios;
      await openDepositWithPromotion(page);
    },
    keepsInput: { field: (page) => dialog(page, "ฝากเงิน").getByLabel("จำนวนเงิน"), value: "500" },
    submit: depositSubmit,
    trigger: (page) => depositSubmit(page).click(),
    expectOutcome: memberForm("ฝากเงิน", depositSubmit, async () => {}),
  },
  {
    name: "deposit cancel",
    path: "/cancel",
    method: "POST",
    browser: ["500"],
    member: true,
    setup: async (page, { scenarios }) => {
      await scenarios.set("/customers/profile", "pendingDepositBank");
      await openLobby(page);
      await expect(dialog(page, "รายการฝากเงิน")).toBeVisible();
    },
    trigger: (page) => dialog(page, "รายการฝากเงิน").getByRole("button", { name: "ยกเลิกรายการ" }).click(),
    expectOutcome: async (page, kind) => {
      if (kind === "401") return sessionEnded(page);
      if (kind === "slow") {
        await expect(dialog(page, "รายการฝากเงิน").getByRole("button", { name: "ยกเลิกรายการ" })).toHaveAttribute("aria-busy", "true");
        await expect(page.getByRole("dialog").filter({ hasText: "ยกเลิกรายการฝากเงินเรียบร้อย" })).toBeVisible({ timeout: 10_000 });
        return;
      }
      // Spec section 8: 'deposit transaction timed out' when the server gives no text.
      await expect(page.getByRole("dialog").filter({ hasText: "รายการฝากเงินหมดเวลา" })).toBeVisible();
    },
  },
  {
    name: "withdraw",
    path: "/requests/withdraw",
    method: "POST",
    browser: ["500"],
    member: true,
    setup: async (page, { scenarios }) => {
      await openLobby(page, "/lobby/withdraw");
      // The profile is in: the turnover still needed shows (the amount is not pre-filled while it is).
      await expect(dialog(page, "ถอนเงิน").getByTestId("turnover-left")).toBeVisible();
      await scenarios.set("/customers/profile", "pendingWithdraw");
    },
    keepsInput: { field: (page) => dialog(page, "ถอนเงิน").getByLabel("จำนวนเงิน"), value: "300" },
    submit: withdrawSubmit,
    retryAfter500: resumesPending("กำลังดำเนินการถอนเงิน"),
    trigger: (page) => withdrawSubmit(page).click(),
    expectOutcome: memberForm("ถอนเงิน", withdrawSubmit, (page) => expect(dialog(page, "กำลังดำเนินการถอนเงิน")).toBeVisible()),
  },
  {
    name: "referral information",
    path: "/customers/referral",
    method: "GET",
    browser: ["network"],
    member: true,
    setup: async () => {},
    trigger: (page) => openLobby(page, "/lobby/?info=referral"),
    expectOutcome: async (page, kind) => {
      if (kind === "401") return sessionEnded(page);
      if (kind === "slow") {
        await expect(infoDialog(page).getByRole("status").filter({ hasText: "กำลังโหลด" })).toBeAttached();
        await expect(infoDialog(page).getByTestId("referral-link")).toBeVisible({ timeout: 10_000 });
        return;
      }
      await expect(infoDialog(page).getByText("โหลดข้อมูลแนะนำเพื่อนไม่สำเร็จ")).toBeVisible();
      await expect(infoDialog(page).getByRole("button", { name: "ลองอีกครั้ง" })).toBeEnabled();
    },
  },
  {
    name: "referral bonus withdrawal",
    path: "/customers/get-referral-bonus",
    method: "POST",
    browser: ["500"],
    member: true,
    setup: async (page) => {
      await openInfo(page, "referral");
      await expect(infoDialog(page).getByTestId("referral-link")).toBeVisible();
    },
    submit: (page) => infoDialog(page).getByRole("button", { name: "ถอนโบนัส" }),
    trigger: (page) => infoDialog(page).getByRole("button", { name: "ถอนโบนัส" }).click(),
    expectOutcome: async (page, kind) => {
      if (kind === "401") return sessionEnded(page);
      if (kind === "slow") {
        await expect(infoDialog(page).getByRole("button", { name: "ถอนโบนัส" })).toHaveAttribute("aria-busy", "true");
        await expect(page.getByRole("dialog").filter({ hasText: "ถอนโบนัสสำเร็จ" })).toBeVisible({ timeout: 10_000 });
        return;
      }
      await messageDialogFailed(page, kind);
    },
  },
  {
    name: "bonus claim by number",
    path: "/customers/get-bonus/",
    method: "POST",
    browser: ["malformed"],
    member: true,
    setup: (page) => openInfo(page, "activities"),
    keepsInput: { field: (page) => infoDialog(page).getByLabel("รหัสโบนัส"), value: "9001" },
    submit: claimSubmit,
    trigger: (page) => claimSubmit(page).click(),
    expectOutcome: async (page, kind) => {
      if (kind === "401") return sessionEnded(page);
      if (kind === "slow") {
        await expect(claimSubmit(page)).toHaveAttribute("aria-busy", "true");
        await expect(page.getByRole("dialog").filter({ hasText: "รับโบนัสสำเร็จ" })).toBeVisible({ timeout: 10_000 });
        return;
      }
      await messageDialogFailed(page, kind);
    },
  },
  {
    name: "event bonus activation",
    path: "/activate",
    method: "POST",
    browser: ["network"],
    member: true,
    setup: (page) => openInfo(page, "activities"),
    submit: (page) => infoDialog(page).getByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" }),
    trigger: (page) => infoDialog(page).getByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" }).click(),
    expectOutcome: async (page, kind) => {
      if (kind === "401") return sessionEnded(page);
      if (kind === "slow") {
        await expect(infoDialog(page).getByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" })).toHaveAttribute("aria-busy", "true");
        await expect(page.getByRole("dialog").filter({ hasText: "รับโบนัสกิจกรรมสำเร็จ" })).toBeVisible({ timeout: 10_000 });
        return;
      }
      await messageDialogFailed(page, kind);
    },
  },
  {
    name: "game catalogue",
    path: "/catalogue",
    method: "GET",
    browser: ["500"],
    // Read early at start-up, then once more when the grid mounts after a failed first read.
    maxCalls: { "500": 2, malformed: 2, "401": 2, network: 3 },
    setup: async () => {},
    trigger: (page) => openLobby(page, "/lobby/lobby"),
    expectOutcome: async (page, kind) => {
      if (kind === "slow") {
        await expect(page.getByRole("status").filter({ hasText: "กำลังโหลด" }).first()).toBeAttached();
        await catalogueReady(page);
        return;
      }
      // A public call: its 401 is a load failure like any other; the guest stays a guest.
      await expect(page.getByText("โหลดรายการเกมไม่สำเร็จ").first()).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole("button", { name: "ลองอีกครั้ง" }).first()).toBeEnabled();
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    },
  },
  {
    name: "game launch (spec: failures show nothing)",
    path: "/launch-game/",
    method: "GET",
    browser: ["network"],
    member: true,
    setup: async (page) => {
      await openLobby(page, "/lobby/lobby");
      await catalogueReady(page);
    },
    trigger: (page) => page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click(),
    expectOutcome: async (page, kind) => {
      if (kind === "401") return sessionEnded(page);
      if (kind === "slow") {
        await expect(page.getByTestId("loading-overlay")).toBeVisible();
        await expect(dialog(page, "ผลไม้หยก")).toBeVisible({ timeout: 10_000 });
        return;
      }
      await requestsSettled(page);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true })).toBeEnabled();
    },
  },
];

export const allFaultCases: FaultCase[] = [...faultCases, ...featureFaultCases];

export { seedMember };
