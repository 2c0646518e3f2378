import type { Locator, Page, Route } from "@playwright/test";
import { apiUrl, dialog, expect, openDepositWithPromotion, openLobby, seedMember, test, useRealOtp } from "./fixtures";
import { feedField, HOSTILE_VALUES } from "./bad-input";
import { fillNewPassword, PASSWORD, toRegisterBank, toRegisterPassword, toResetNew, toResetOtp, toResetStart } from "./pages/account";
import { openInfo } from "./pages/info";

/**
 * Bad input, one case per form in the browser: a hostile value the form normalises (Thai digits,
 * padded or non-numeric text) is typed with real key events while the other fields hold valid
 * values, and the request it sends is passed on to Prism: any contract violation or 422 fails the
 * test, then the answer is replaced by a held failure so the form stays open. Every field × every
 * hostile value (what a player sees, that nothing invalid is sent) runs in Vitest:
 * src/app/bad-input.test.tsx, on the contract's mock that checks requests as Prism does. The
 * withdraw amount keeps every value here (its form needs the credit check's real answer).
 */
interface FormField {
  name: string;
  member?: boolean;
  /** Opens the form and fills the other fields; returns the popup. */
  open(page: Page): Promise<Locator>;
  field(scope: Locator): Locator;
  submit(scope: Locator): Locator;
  /** The API call a submission sends. */
  call: string;
  /** Digits only (after normalising) and at most this many characters. */
  digits?: number;
  /** Longest value the field keeps. */
  max: number;
  /** The field may be left empty (the request then goes out without it). */
  optional?: boolean;
  /** A failed call opens a message dialog (closed with ตกลง) instead of filling the form's red list. */
  failsInMessage?: boolean;
  /** The values fed here; each of them must reach Prism unless `mayReject`. */
  values: ReadonlyArray<{ name: string; value: string }>;
  mayReject?: boolean;
}

const HELD = "held-by-test";

/** Passes submissions to Prism, records contract problems, then answers with a held failure. */
async function holdSubmissions(page: Page, call: string, problems: string[], sent: string[]) {
  await page.route(call.endsWith("/") ? apiUrl(call) : apiUrl(call, { exact: true }), async (route: Route) => {
    const req = route.request();
    if (req.method() !== "POST") return route.fallback();
    sent.push(req.postData() ?? "");
    const res = await route.fetch();
    const violations = res.headers()["sl-violations"];
    if (violations || res.status() === 422) problems.push(`${call} ${res.status()} ${violations ?? ""} ${req.postData()?.slice(0, 80)}`);
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: { error: HELD } }) });
  });
}

/** Registration step 3 with every field valid (the account name too). */
async function registerBankStep(page: Page) {
  const bank = await toRegisterBank(page);
  await bank.getByLabel("ชื่อบัญชี").fill("สมชาย ใจดี");
  return bank;
}
async function login(page: Page) {
  await openLobby(page, "/lobby/login");
  const form = dialog(page, "เข้าสู่ระบบ");
  await form.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
  await form.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
  return form;
}
async function changePassword(page: Page) {
  await openLobby(page, "/lobby/?popup=ChangePassword");
  const form = dialog(page, "เปลี่ยนรหัสผ่าน");
  await form.getByLabel("รหัสผ่านเดิม").fill("Lobby2026a");
  await fillNewPassword(form, "รหัสผ่านใหม่", "ยืนยันรหัสผ่านใหม่", "Lobby2026b");
  return form;
}
async function withdraw(page: Page) {
  await openLobby(page, "/lobby/withdraw");
  const form = dialog(page, "ถอนเงิน");
  // The profile is in: the turnover still needed shows (the amount is not pre-filled while it is).
  await expect(form.getByTestId("turnover-left")).toBeVisible();
  return form;
}

const byLabel = (label: string) => (scope: Locator) => scope.getByLabel(label, { exact: true });
const button = (name: string) => (scope: Locator) => scope.getByRole("button", { name, exact: true });

const pick = (...names: string[]) => HOSTILE_VALUES.filter((v) => names.includes(v.name));
const THAI = pick("Thai digits");
/** No hostile value makes a new password (8-15, upper, lower, digit): the browser case types a valid one with real keys. */
const TYPED_PASSWORD = [{ name: "a new password typed", value: PASSWORD }];
const fields: FormField[] = [
  { name: "login: phone", open: login, field: byLabel("เบอร์โทรศัพท์"), submit: button("เข้าสู่ระบบ"), call: "/login", digits: 10, max: 10, values: THAI },
  {
    name: "register: phone",
    open: async (page) => {
      await openLobby(page, "/lobby/register");
      return dialog(page, "สมัครสมาชิก");
    },
    field: byLabel("เบอร์โทรศัพท์"),
    submit: button("ถัดไป"),
    call: "/register/phone",
    digits: 10,
    max: 10,
    values: THAI,
  },
  {
    name: "register: OTP",
    open: async (page) => {
      await useRealOtp(page);
      await openLobby(page, "/lobby/register");
      await dialog(page, "สมัครสมาชิก").getByLabel("เบอร์โทรศัพท์").fill("0812345678");
      await dialog(page, "สมัครสมาชิก").getByRole("button", { name: "ถัดไป" }).click();
      return dialog(page, "ยืนยันรหัส OTP");
    },
    field: byLabel("รหัส OTP"),
    submit: button("ยืนยัน"),
    call: "/register/otp",
    digits: 6,
    max: 6,
    values: THAI,
  },
  {
    name: "register: password confirmation",
    open: async (page) => {
      const s = await toRegisterPassword(page);
      await s.getByLabel("รหัสผ่าน", { exact: true }).fill(PASSWORD);
      return s;
    },
    field: byLabel("ยืนยันรหัสผ่าน"),
    submit: button("ถัดไป"),
    call: "/register/password",
    max: 15,
    values: TYPED_PASSWORD,
  },
  {
    name: "bank: account name",
    open: registerBankStep,
    field: byLabel("ชื่อบัญชี"),
    submit: button("สมัครสมาชิก"),
    call: "/register/bank-account",
    max: 100,
    values: pick("leading/trailing spaces"),
  },
  {
    name: "forgot password: phone",
    open: toResetStart,
    field: byLabel("เบอร์โทรศัพท์"),
    submit: button("ขอรหัส OTP"),
    call: "/reset-password/start",
    digits: 10,
    max: 10,
    values: THAI,
  },
  {
    name: "reset: OTP",
    open: toResetOtp,
    field: byLabel("รหัส OTP"),
    submit: button("ยืนยัน"),
    call: "/reset-password/confirm-otp",
    digits: 6,
    max: 6,
    values: THAI,
  },
  {
    name: "reset: confirmation",
    open: async (page) => {
      const s = await toResetNew(page);
      await s.getByLabel("รหัสผ่านใหม่", { exact: true }).fill(PASSWORD);
      return s;
    },
    field: byLabel("ยืนยันรหัสผ่านใหม่"),
    submit: button("บันทึกรหัสผ่าน"),
    call: "/reset-password/confirm-password",
    max: 15,
    values: TYPED_PASSWORD,
  },
  {
    name: "change password: confirmation",
    member: true,
    open: changePassword,
    field: byLabel("ยืนยันรหัสผ่านใหม่"),
    submit: button("บันทึก"),
    call: "/customers/update-password",
    max: 15,
    values: [{ name: "a new password typed", value: "Lobby2026b" }],
  },
  {
    name: "deposit: amount",
    member: true,
    open: openDepositWithPromotion,
    field: byLabel("จำนวนเงิน"),
    submit: button("ฝากเงิน"),
    call: "/requests/deposit/prepare",
    max: 15,
    values: pick("leading/trailing spaces"),
  },
  {
    name: "withdraw: amount",
    member: true,
    open: withdraw,
    field: byLabel("จำนวนเงิน"),
    submit: button("ถอนเงิน"),
    call: "/requests/withdraw",
    max: 15,
    values: HOSTILE_VALUES,
    mayReject: true,
  },
  {
    name: "claim bonus by number",
    member: true,
    open: (page) => openInfo(page, "activities"),
    field: byLabel("รหัสโบนัส"),
    submit: button("รับโบนัส"),
    call: "/customers/get-bonus/",
    digits: 9,
    max: 9,
    failsInMessage: true,
    values: THAI,
  },
];

/** A Thai message under a field or in the popup's red list. */
const thaiMessage = (scope: Locator) => scope.locator(".field-error, [role=alert], .error-list").filter({ hasText: /[\u0E00-\u0E7F]/ });

test.describe("bad input through every form field", () => {
  for (const f of fields) {
    test(f.name, async ({ page }) => {
      test.setTimeout(60_000);
      if (f.member) await seedMember(page);
      await page.addInitScript(() => {
        (window as unknown as { __xss: number }).__xss = 0;
      });
      const problems: string[] = [];
      const sent: string[] = [];
      await holdSubmissions(page, f.call, problems, sent);
      const scope = await f.open(page);
      const field = f.field(scope);
      await expect(field).toBeVisible();
      for (const { name, value } of f.values) {
        const before = sent.length;
        await feedField(page, field, value);
        const kept = await field.inputValue();
        expect(kept.length, `${name}: length capped`).toBeLessThanOrEqual(f.max);
        if (f.digits) {
          expect(kept, `${name}: digits only`).toMatch(/^\d*$/);
          if (name === "Thai digits") expect(kept, "Thai digits become 0-9").toBe("0812345678".slice(0, f.digits));
          if (name === "leading/trailing spaces") expect(kept, "spaces dropped").toBe("0812345678".slice(0, f.digits));
        }
        const submit = f.submit(scope);
        const pressed = await submit.isEnabled();
        if (pressed) await submit.click();
        // Either the form said why (in Thai), or kept its submit disabled, or the value went out.
        // Once pressed, a disabled submit is no answer: it is disabled while the request is on its way.
        await expect
          .poll(async () => sent.length > before || (await thaiMessage(scope).count()) > 0 || (!pressed && (await submit.isDisabled())), {
            message: `${name}: rejected (a message or a disabled submit) or sent`,
          })
          .toBe(true);
        if (!value && !f.optional) expect(sent.length, "empty: nothing sent").toBe(before);
        if (sent.length > before) {
          // The held failure shows in the popup's red list, or (bonus claims) in a message dialog that
          // must be closed before the next value is typed (it holds the keyboard while open).
          const held = page.getByRole("dialog").filter({ hasText: HELD });
          if (f.failsInMessage) {
            await held.getByRole("button", { name: "ตกลง" }).click();
            await expect(held).toHaveCount(0);
          } else await expect(held.last()).toBeVisible();
          if (name === "leading/trailing spaces" && !/password/i.test(f.name)) expect(sent.at(-1), "spaces trimmed").not.toMatch(/(^|[="])\s|\s(["&]|$)/);
        }
        expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss), `${name}: no script ran`).toBe(0);
        if (!f.mayReject) expect(sent.length, `${name}: a request reached Prism`).toBe(before + 1);
      }
      expect(problems, "every request that left was valid").toEqual([]);
    });
  }

  test("referral date: only a real date is searched", async ({ page }) => {
    await seedMember(page);
    const dated: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/customers/referral?")) dated.push(new URL(r.url()).searchParams.get("date") ?? "");
    });
    await openLobby(page, "/lobby/?info=referral");
    const scope = dialog(page, "ข้อมูลสมาชิก");
    const date = scope.getByLabel("ค้นหาเพื่อนตามวันที่");
    const search = scope.getByRole("button", { name: "ค้นหา", exact: true });
    await expect(date).toHaveAttribute("type", "date");
    for (const { name, value } of HOSTILE_VALUES) {
      // A date input takes no free text; whatever the browser makes of the keys, only a YYYY-MM-DD enables the search.
      await date.click();
      await page.keyboard.type(value.slice(0, 50));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(await date.inputValue())) await expect(search, name).toBeDisabled();
    }
    await date.fill("");
    await expect(search).toBeDisabled();
    await date.fill("2026-11-20");
    await search.click();
    await expect.poll(() => dated).toEqual(["2026-11-20"]);
  });

  test("lobby search: capped, shown as text, never run as markup", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    await openLobby(page, "/lobby/lobby");
    const box = page.getByRole("searchbox", { name: "ค้นหาเกม" });
    await expect(box).toBeVisible({ timeout: 20_000 });
    for (const { name, value } of HOSTILE_VALUES) {
      await feedField(page, box, value);
      expect((await box.inputValue()).length, name).toBeLessThanOrEqual(100);
      await expect(page.locator("#root")).not.toBeEmpty();
      expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss), name).toBe(0);
    }
    await expect(page.getByTestId("site-header")).toBeVisible();
  });
});
