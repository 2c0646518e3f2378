// Bad input through every form field: each hostile value of e2e/bad-input.ts goes into one field
// while the form's other fields hold valid values, then the form is submitted. What a player sees:
// the field keeps at most its length, digits only where it takes digits (Thai digits become 0-9),
// markup kept as text in the field, and each value either goes out in one request (the normalised
// value in it: Thai digits as 0-9, spaces trimmed) or is refused: a Thai message (or, for the bonus
// number, a submit that stays disabled) and nothing sent. Never a request the contract refuses (the
// contract's mock checks every body and path parameter, as Prism does: `api.violations()`), never
// markup run. The browser (e2e/bad-input-forms.spec.ts) keeps the withdraw amount through Prism.
import type { ReactNode } from "react";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { allSettled } from "effector";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApiAuth } from "@/shared/api";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp, type RenderedApp } from "@/shared/testing";
import type { OperationId } from "@/shared/api-mock";
import { NoticeContainer } from "@/shared/ui/feedback";
import { NotificationDialog } from "@/shared/ui/notification-dialog";
import { $session } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { memberProfile } from "@/entities/profile/testing";
import { ChangePasswordPopup } from "@/features/change-password";
import { DepositPopup } from "@/features/deposit";
import { InformationPopup } from "@/features/information";
import { LoginPopup } from "@/features/login";
import { $registration, RegisterBankPopup, RegisterOtpPopup, RegisterPasswordPopup, RegisterPopup } from "@/features/register";
import { $reset, ForgetPasswordPopup, ResetNewPasswordPopup, ResetOtpPopup } from "@/features/reset-password";
import { HOSTILE_VALUES } from "../../e2e/bad-input";

const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

const PHONE = "0812345678";
const SESSION = [$session, { token: "member-token", expiresAt: Date.now() + 3_600_000 }] as const;

interface Form {
  op: OperationId;
  ui: ReactNode;
  path?: string;
  namespaces: string[];
  member?: boolean;
  /** Store values (a registration or reset step already reached). */
  values?: RenderedValues;
  submit: string;
  /** Fills every field with a valid value. */
  fill(app: RenderedApp, d: HTMLElement): Promise<void>;
}
type RenderedValues = NonNullable<Parameters<typeof renderApp>[1]>["values"];

interface FormField {
  name: string;
  form: Form;
  label: string;
  /** Digits only (after normalising), at most this many. */
  digits?: number;
  /** Longest value the field keeps. */
  max: number;
  /** The hostile values (by name) that go out, one request each; every other one is refused and nothing is sent. */
  sends: readonly string[];
  /** A value the request carries normalised: the hostile value's name, and the text of the body (or URL) that shows it. */
  carries?: { value: string; sent: string };
  /** A refused value keeps the submit disabled (no message); otherwise a Thai message says why. */
  disablesSubmit?: boolean;
  /** A password: sent as typed (spaces included). */
  secret?: boolean;
}

const input = (d: HTMLElement, label: string) => within(d).getByLabelText(label, { selector: "input" });
/** The valid values go in pasted (one input event each): the hostile value is the one typed. */
const typeInto = async ({ user }: RenderedApp, d: HTMLElement, pairs: Array<[string, string]>) => {
  for (const [label, value] of pairs) {
    await user.click(input(d, label));
    await user.paste(value);
  }
};

const registration = (step: "otp" | "password" | "bank") =>
  [
    [$registration, { step, phone: PHONE, token: "reg-token", accessToken: step === "otp" ? null : "temp-token", expiresIn: 600, password: null }],
  ] as RenderedValues;
const reset = (step: "otp" | "password") =>
  [[$reset, { step, phone: PHONE, game_username: "", token: "reset-token", otp: step === "password" ? "123456" : "" }]] as RenderedValues;

const LOGIN: Form = {
  op: "login",
  ui: <LoginPopup />,
  path: "/login",
  namespaces: ["login", "form"],
  submit: "เข้าสู่ระบบ",
  fill: (app, d) =>
    typeInto(app, d, [
      ["เบอร์โทรศัพท์", PHONE],
      ["รหัสผ่าน", "Lobby2026a"],
    ]),
};
const REGISTER_PHONE: Form = {
  op: "registerPhone",
  ui: <RegisterPopup />,
  path: "/register",
  namespaces: ["register", "form"],
  submit: "ถัดไป",
  fill: (app, d) => typeInto(app, d, [["เบอร์โทรศัพท์", PHONE]]),
};
const REGISTER_OTP: Form = {
  op: "registerOtp",
  ui: <RegisterOtpPopup />,
  namespaces: ["register", "form"],
  values: registration("otp"),
  submit: "ยืนยัน",
  fill: (app, d) => typeInto(app, d, [["รหัส OTP", "123456"]]),
};
const REGISTER_PASSWORD: Form = {
  op: "registerPassword",
  ui: <RegisterPasswordPopup />,
  namespaces: ["register", "form"],
  values: registration("password"),
  submit: "ถัดไป",
  fill: (app, d) =>
    typeInto(app, d, [
      ["รหัสผ่าน", "Lobby2026a"],
      ["ยืนยันรหัสผ่าน", "Lobby2026a"],
    ]),
};
const REGISTER_BANK: Form = {
  op: "registerBankAccount",
  ui: <RegisterBankPopup />,
  namespaces: ["register", "form"],
  values: registration("bank"),
  submit: "สมัครสมาชิก",
  async fill(app, d) {
    await app.user.click(within(d).getAllByRole("radio")[0]!);
    await typeInto(app, d, [
      ["เลขบัญชี", "1234567890"],
      ["ชื่อบัญชี", "สมชาย ใจดี"],
      ["ไอดีไลน์", "somchai"],
    ]);
  },
};
const RESET_START: Form = {
  op: "startPasswordReset",
  ui: <ForgetPasswordPopup />,
  path: "/forget-password",
  namespaces: ["reset-password", "form"],
  submit: "ขอรหัส OTP",
  fill: (app, d) => typeInto(app, d, [["เบอร์โทรศัพท์", PHONE]]),
};
const RESET_OTP: Form = {
  op: "confirmResetOtp",
  ui: <ResetOtpPopup />,
  namespaces: ["reset-password", "form"],
  values: reset("otp"),
  submit: "ยืนยัน",
  fill: (app, d) => typeInto(app, d, [["รหัส OTP", "123456"]]),
};
const RESET_NEW: Form = {
  op: "confirmResetPassword",
  ui: <ResetNewPasswordPopup />,
  namespaces: ["reset-password", "form"],
  values: reset("password"),
  submit: "บันทึกรหัสผ่าน",
  fill: (app, d) =>
    typeInto(app, d, [
      ["รหัสผ่านใหม่", "Lobby2026b"],
      ["ยืนยันรหัสผ่านใหม่", "Lobby2026b"],
    ]),
};
const CHANGE_PASSWORD: Form = {
  op: "updatePassword",
  ui: <ChangePasswordPopup />,
  namespaces: ["change-password", "form"],
  member: true,
  submit: "บันทึก",
  fill: (app, d) =>
    typeInto(app, d, [
      ["รหัสผ่านเดิม", "Lobby2026a"],
      ["รหัสผ่านใหม่", "Lobby2026b"],
      ["ยืนยันรหัสผ่านใหม่", "Lobby2026b"],
    ]),
};
const DEPOSIT: Form = {
  op: "prepareBankDeposit",
  ui: <DepositPopup />,
  namespaces: ["deposit", "form"],
  member: true,
  submit: "ฝากเงิน",
  async fill(app, d) {
    await app.user.click(within(d).getByRole("button", { name: "ไม่รับโปรโมชั่น" }));
    await typeInto(app, d, [["จำนวนเงิน", "500"]]);
  },
};
const CLAIM_BONUS: Form = {
  op: "claimBonus",
  ui: <InformationPopup />,
  path: "/?info=activities",
  namespaces: ["information"],
  member: true,
  submit: "รับโบนัส",
  fill: (app, d) => typeInto(app, d, [["รหัสโบนัส", "12"]]),
};

const TOO_LONG = "too long (10,000 chars)";
const SPACES = "leading/trailing spaces";
const ANY = HOSTILE_VALUES.map((v) => v.name);
const FILLED = ANY.filter((n) => n !== "empty");
/** A phone or code field: Thai digits go out as 0-9 (the value a player types with a Thai keyboard). */
const thaiDigits = (sent: string) => ({ value: "Thai digits", sent });

const FIELDS: FormField[] = [
  {
    name: "login: phone",
    form: LOGIN,
    label: "เบอร์โทรศัพท์",
    digits: 10,
    max: 10,
    sends: [TOO_LONG, "non-numeric", "Thai digits", SPACES, "pasted HTML"],
    carries: thaiDigits("phone=0812345678&"),
  },
  { name: "login: password", form: LOGIN, label: "รหัสผ่าน", max: 64, secret: true, sends: FILLED },
  {
    name: "register: phone",
    form: REGISTER_PHONE,
    label: "เบอร์โทรศัพท์",
    digits: 10,
    max: 10,
    sends: ["Thai digits", SPACES],
    carries: thaiDigits('"phone":"0812345678"'),
  },
  {
    name: "register: OTP",
    form: REGISTER_OTP,
    label: "รหัส OTP",
    digits: 6,
    max: 6,
    sends: [TOO_LONG, "non-numeric", "Thai digits", SPACES],
    carries: thaiDigits('"otp":"081234"'),
  },
  { name: "register: password", form: REGISTER_PASSWORD, label: "รหัสผ่าน", max: 15, secret: true, sends: [] },
  { name: "register: password confirmation", form: REGISTER_PASSWORD, label: "ยืนยันรหัสผ่าน", max: 15, secret: true, sends: [] },
  {
    name: "bank: account number",
    form: REGISTER_BANK,
    label: "เลขบัญชี",
    digits: 15,
    max: 15,
    sends: [TOO_LONG, "Thai digits", SPACES],
    carries: thaiDigits('"account_number":"0812345678"'),
  },
  { name: "bank: account name", form: REGISTER_BANK, label: "ชื่อบัญชี", max: 100, sends: FILLED, carries: { value: SPACES, sent: '"name":"0812345678"' } },
  { name: "bank: LINE id", form: REGISTER_BANK, label: "ไอดีไลน์", max: 50, sends: FILLED },
  {
    name: "forgot password: phone",
    form: RESET_START,
    label: "เบอร์โทรศัพท์",
    digits: 10,
    max: 10,
    sends: [TOO_LONG, "non-numeric", "Thai digits", SPACES, "pasted HTML"],
    carries: thaiDigits('"phone":"0812345678"'),
  },
  { name: "forgot password: customer id", form: RESET_START, label: "รหัสลูกค้า (ถ้ามี)", max: 30, sends: ANY },
  {
    name: "reset: OTP",
    form: RESET_OTP,
    label: "รหัส OTP",
    digits: 6,
    max: 6,
    sends: [TOO_LONG, "non-numeric", "Thai digits", SPACES],
    carries: thaiDigits('"otp":"081234"'),
  },
  { name: "reset: new password", form: RESET_NEW, label: "รหัสผ่านใหม่", max: 15, secret: true, sends: [] },
  { name: "reset: confirmation", form: RESET_NEW, label: "ยืนยันรหัสผ่านใหม่", max: 15, secret: true, sends: [] },
  { name: "change password: old", form: CHANGE_PASSWORD, label: "รหัสผ่านเดิม", max: 64, secret: true, sends: FILLED },
  { name: "change password: new", form: CHANGE_PASSWORD, label: "รหัสผ่านใหม่", max: 15, secret: true, sends: [] },
  { name: "change password: confirmation", form: CHANGE_PASSWORD, label: "ยืนยันรหัสผ่านใหม่", max: 15, secret: true, sends: [] },
  {
    name: "deposit: amount",
    form: DEPOSIT,
    label: "จำนวนเงิน",
    max: 15,
    sends: [TOO_LONG, "Thai digits", SPACES],
    carries: { value: SPACES, sent: '"amount":812345678,' },
  },
  {
    name: "claim bonus by number",
    form: CLAIM_BONUS,
    label: "รหัสโบนัส",
    digits: 9,
    max: 9,
    sends: [TOO_LONG, "non-numeric", "Thai digits", SPACES, "pasted HTML"],
    carries: thaiDigits("/get-bonus/81234567"),
    disablesSubmit: true,
  },
];

/** A Thai message under a field or in the popup's red list. */
const thaiMessages = (d: HTMLElement) =>
  [...d.querySelectorAll(".field-error, [role=alert], .error-list")].filter((e) => /[\u0E00-\u0E7F]/.test(e.textContent ?? ""));

/** Puts `value` into the field as a player would: typed when short, pasted when long (as e2e/bad-input.ts feedField). */
async function feed({ user }: RenderedApp, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value.length > 200) {
    await user.click(field);
    await user.paste(value);
  } else if (value) await user.type(field, value);
  await user.tab();
}

beforeAll(() => {
  setRuntimeConfig(shippedConfig({}));
  configureApiAuth({ getToken: () => "member-token", onUnauthorized: () => undefined });
});
afterEach(cleanup);

describe("bad input through every form field", () => {
  describe.each(FIELDS)("$name", (f) => {
    it.each(HOSTILE_VALUES)("$name", async ({ name, value }) => {
      const { form } = f;
      const app = await renderApp(
        <>
          {form.ui}
          <NoticeContainer />
          <NotificationDialog />
        </>,
        {
          path: form.path ?? "/",
          namespaces: form.namespaces,
          values: [...(form.values ?? []), ...(form.member ? [SESSION] : [])] as RenderedValues,
          queries: form.member ? [[PROFILE_KEY, { data: memberProfile }]] : [],
        },
      );
      const d = await screen.findByRole("dialog");
      const field = await waitFor(() => input(d, f.label));
      await form.fill(app, d);
      await feed(app, field, value);

      const kept = (field as HTMLInputElement).value;
      expect(kept.length, "length capped").toBeLessThanOrEqual(f.max);
      if (f.digits) {
        expect(kept, "digits only").toMatch(/^\d*$/);
        if (name === "Thai digits") expect(kept, "Thai digits become 0-9").toBe(PHONE.slice(0, f.digits));
        if (name === "leading/trailing spaces") expect(kept, "spaces dropped").toBe(PHONE.slice(0, f.digits));
      }

      // Markup stays text: the field holds what was typed (cut to its length), no element comes of it.
      if (!f.digits && name === "pasted HTML") expect(kept, "markup kept as text").toBe(value.slice(0, f.max));

      const submit = within(d).getByRole("button", { name: form.submit });
      const pressed = !(submit as HTMLButtonElement).disabled;
      if (pressed) await app.user.click(submit);
      if (f.sends.includes(name)) {
        await waitFor(() => expect(api.calls(form.op), "sent, once").toHaveLength(1));
      } else {
        // Refused: the form says why in Thai (the bonus number keeps its submit disabled), and nothing leaves.
        if (f.disablesSubmit) expect(pressed, "refused: the submit stays disabled").toBe(false);
        else await waitFor(() => expect(thaiMessages(d).length, "refused: a Thai message says why").toBeGreaterThan(0));
        await act(() => allSettled(app.scope)); // every effect done: nothing is on its way either
        expect(api.calls(form.op), "refused: nothing sent").toHaveLength(0);
      }
      const sent = api.calls(form.op);
      const body = sent.length ? (await sent[0]!.clone().text()) || sent[0]!.url : "";
      if (sent.length && name === SPACES && !f.secret) expect(body, "spaces trimmed").not.toMatch(/(^|[="/])\s|\s(["&]|$)/);
      if (f.carries?.value === name) expect(body, "the normalised value sent").toContain(f.carries.sent);
      expect(api.violations(), "every request that left was valid").toEqual([]);
      expect(document.querySelector("img[src=x], script"), "no markup from the value").toBeNull();
    });
  });
});
