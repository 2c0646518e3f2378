// One intent, one request, per control: every form that sends a call the server acts on, under a
// double-click, a burst of 5 clicks faster than a re-render, Enter ×5 in its last field and presses
// spread over a slowed answer. The app's real client sends the requests; the contract's examples
// answer them (src/shared/api-mock), and each case counts the requests the server received
// once the answer has been handled. Then every control whose browser case moved here, with the
// gesture it had there: the answer is held (`until:`) while the gesture goes on, then let go, and the
// result is on screen once. The browser (e2e/double-submit.spec.ts) keeps one case per gesture only
// a browser makes real (Enter spam on a form, a double-click, a touch tap burst, a slowed answer).
import type { ReactNode } from "react";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { allSettled } from "effector";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApiAuth } from "@/shared/api";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp, type RenderedApp } from "@/shared/testing";
import type { Answer, OperationId } from "@/shared/api-mock";
import { NoticeContainer } from "@/shared/ui/feedback";
import { NotificationDialog } from "@/shared/ui/notification-dialog";
import { $session } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { memberProfile } from "@/entities/profile/testing";
import { $popupMode } from "@/shared/popup";
import { ChangePasswordPopup } from "@/features/change-password";
import { CreditRefreshButton } from "@/features/credit-check";
import { DepositPopup } from "@/features/deposit";
import { InformationPopup } from "@/features/information";
import { LoginPopup } from "@/features/login";
import { $registration, RegisterPopup } from "@/features/register";
import { $reset, ForgetPasswordPopup } from "@/features/reset-password";
import { PopupHost } from "./popup-host";

const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

type RenderedValues = NonNullable<Parameters<typeof renderApp>[1]>["values"];

interface Control {
  name: string;
  op: OperationId;
  /** The op's success example (answered late in the slowed and held cases). */
  ok: string;
  ui: ReactNode;
  path: string;
  namespaces: string[];
  member?: boolean;
  /** Store values (the popup on screen, a registration or reset step already reached). */
  values?: RenderedValues;
  /** Before the render (other calls' answers, the layout a list needs); returns its undoing. */
  setup?(): () => void;
  /** Where the control is: the popup (default) or the page. */
  scope?(): Promise<HTMLElement>;
  /** Fills the form; returns the button and the field Enter is pressed in. */
  fill(app: RenderedApp, dialog: HTMLElement): Promise<{ button: HTMLElement; enterOn: HTMLElement }>;
  /** What the player sees once the answer has been handled. */
  settled(app: RenderedApp): Promise<void>;
}

const PHONE = "0812345678";
const shown = (text: string) => async () => void (await screen.findByText(text));
const effectsDone = async (app: RenderedApp) => act(() => allSettled(app.scope));
/** A created money request is tracked (and kept across reloads) once its answer has been read. */
const tracked = async () => waitFor(() => expect(localStorage.getItem("lobby.pending-request")).not.toBeNull());
/** The next popup is on screen, once (a step that advanced twice would not show it once). */
const popupOnce = (name: string) => async (app: RenderedApp) => {
  await screen.findByRole("dialog", { name });
  await effectsDone(app);
  expect(screen.getAllByRole("dialog", { name }), `${name}: shown once`).toHaveLength(1);
};
/** The result's words are on screen (a message dialog, a notice), once. */
const textOnce = (text: string) => async () => {
  await screen.findByText(text);
  expect(screen.getAllByText(text), `${text}: shown once`).toHaveLength(1);
};
/** The information popup's tab panel scrolls and has a height (jsdom lays nothing out): its virtual list shows its rows. */
function scrollingPanel() {
  const sheet = document.head.appendChild(document.createElement("style"));
  sheet.textContent = "[role=tabpanel] { overflow-y: auto; }";
  const height = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
  return () => {
    sheet.remove();
    height.mockRestore();
  };
}
type StoreValue = NonNullable<RenderedValues>[number];
const registration = (step: "password" | "bank"): StoreValue => [
  $registration,
  { step, phone: PHONE, token: "reg-token", accessToken: "temp-token", expiresIn: 600, password: null },
];
const reset = (step: "otp" | "password"): StoreValue => [
  $reset,
  { step, phone: PHONE, game_username: "", token: "reset-token", otp: step === "password" ? "123456" : "" },
];

const CONTROLS: Control[] = [
  {
    name: "login",
    op: "login",
    ok: "ok",
    ui: <LoginPopup />,
    path: "/login",
    namespaces: ["login", "form"],
    async fill({ user }, d) {
      await user.type(within(d).getByRole("textbox", { name: "เบอร์โทรศัพท์" }), PHONE);
      const password = within(d).getByLabelText("รหัสผ่าน");
      await user.type(password, "Lobby2026a");
      return { button: within(d).getByRole("button", { name: "เข้าสู่ระบบ" }), enterOn: password };
    },
    settled: shown("เข้าสู่ระบบสำเร็จ"),
  },
  {
    name: "register: phone",
    op: "registerPhone",
    ok: "ok",
    ui: <RegisterPopup />,
    path: "/register",
    namespaces: ["register", "form"],
    async fill({ user }, d) {
      const phone = within(d).getByRole("textbox", { name: "เบอร์โทรศัพท์" });
      await user.type(phone, PHONE);
      return { button: within(d).getByRole("button", { name: "ถัดไป" }), enterOn: phone };
    },
    settled: effectsDone,
  },
  {
    name: "reset: start",
    op: "startPasswordReset",
    ok: "ok",
    ui: <ForgetPasswordPopup />,
    path: "/forget-password",
    namespaces: ["reset-password", "form"],
    async fill({ user }, d) {
      const phone = within(d).getByRole("textbox", { name: "เบอร์โทรศัพท์" });
      await user.type(phone, PHONE);
      return { button: within(d).getByRole("button", { name: "ขอรหัส OTP" }), enterOn: phone };
    },
    settled: effectsDone,
  },
  {
    name: "change password",
    op: "updatePassword",
    ok: "ok",
    ui: <ChangePasswordPopup />,
    path: "/",
    namespaces: ["change-password", "form"],
    member: true,
    async fill({ user }, d) {
      await user.type(within(d).getByLabelText("รหัสผ่านเดิม"), "Lobby2026a");
      await user.type(within(d).getByLabelText("รหัสผ่านใหม่", { exact: true }), "Lobby2026b");
      const confirm = within(d).getByLabelText("ยืนยันรหัสผ่านใหม่");
      await user.type(confirm, "Lobby2026b");
      return { button: within(d).getByRole("button", { name: "บันทึก" }), enterOn: confirm };
    },
    settled: shown("เปลี่ยนรหัสผ่านสำเร็จ"),
  },
  {
    name: "deposit submit",
    op: "prepareBankDeposit",
    ok: "created",
    ui: <DepositPopup />,
    path: "/",
    namespaces: ["deposit", "form"],
    member: true,
    async fill({ user }, d) {
      await user.click(within(d).getByRole("button", { name: "ไม่รับโปรโมชั่น" }));
      const amount = within(d).getByLabelText("จำนวนเงิน");
      await user.type(amount, "500");
      return { button: within(d).getByRole("button", { name: /^ฝากเงิน$/ }), enterOn: amount };
    },
    settled: tracked,
  },
];

type Gesture = "double-click" | "click burst ×5" | "tap burst ×5" | "Enter ×5" | "slowed answer";
const GESTURES: Gesture[] = ["double-click", "click burst ×5", "Enter ×5", "slowed answer"];

/** The browser's cases that moved here: each control with the gesture it had there, the answer held meanwhile. */
const MOVED: Array<{ control: Control; gesture: Gesture }> = [
  {
    gesture: "double-click",
    control: {
      name: "register: password",
      op: "registerPassword",
      ok: "ok",
      ui: <PopupHost />,
      path: "/",
      namespaces: ["register", "form"],
      values: [[$popupMode, "RegisterSetpassword"], registration("password")],
      async fill({ user }, d) {
        await user.type(within(d).getByLabelText("รหัสผ่าน", { selector: "input" }), "Lobby2026a");
        const confirm = within(d).getByLabelText("ยืนยันรหัสผ่าน", { selector: "input" });
        await user.type(confirm, "Lobby2026a");
        return { button: within(d).getByRole("button", { name: "ถัดไป" }), enterOn: confirm };
      },
      settled: popupOnce("ข้อมูลบัญชีธนาคาร"),
    },
  },
  {
    gesture: "Enter ×5",
    control: {
      name: "register: add bank",
      op: "registerBankAccount",
      ok: "ok",
      ui: <PopupHost />,
      path: "/",
      namespaces: ["register", "form"],
      values: [[$popupMode, "RegisterBank"], registration("bank")],
      async fill({ user }, d) {
        await user.click(within(d).getAllByRole("radio")[0]!);
        await user.type(within(d).getByLabelText("เลขบัญชี"), "1234567890");
        await user.type(within(d).getByLabelText("ชื่อบัญชี"), "สมชาย ใจดี");
        const line = within(d).getByLabelText("ไอดีไลน์");
        await user.type(line, "somchai");
        return { button: within(d).getByRole("button", { name: "สมัครสมาชิก" }), enterOn: line };
      },
      settled: popupOnce("สมัครสมาชิกสำเร็จ"),
    },
  },
  {
    gesture: "tap burst ×5",
    control: {
      name: "reset: OTP",
      op: "confirmResetOtp",
      ok: "ok",
      ui: <PopupHost />,
      path: "/",
      namespaces: ["reset-password", "form"],
      values: [[$popupMode, "otpPassword"], reset("otp")],
      async fill({ user }, d) {
        const otp = within(d).getByLabelText("รหัส OTP");
        await user.type(otp, "123456");
        return { button: within(d).getByRole("button", { name: "ยืนยัน" }), enterOn: otp };
      },
      settled: popupOnce("ตั้งรหัสผ่านใหม่"),
    },
  },
  {
    gesture: "Enter ×5",
    control: {
      name: "reset: new password",
      op: "confirmResetPassword",
      ok: "ok",
      ui: <PopupHost />,
      path: "/",
      namespaces: ["reset-password", "form"],
      values: [[$popupMode, "otpNewpassword"], reset("password")],
      async fill({ user }, d) {
        await user.type(within(d).getByLabelText("รหัสผ่านใหม่", { selector: "input" }), "Lobby2026b");
        const confirm = within(d).getByLabelText("ยืนยันรหัสผ่านใหม่", { selector: "input" });
        await user.type(confirm, "Lobby2026b");
        return { button: within(d).getByRole("button", { name: "บันทึกรหัสผ่าน" }), enterOn: confirm };
      },
      settled: popupOnce("เปลี่ยนรหัสผ่านสำเร็จ"),
    },
  },
  {
    gesture: "tap burst ×5",
    control: {
      name: "event get-bonus",
      op: "activateEvent",
      ok: "success",
      ui: <InformationPopup />,
      path: "/?info=activities",
      namespaces: ["information"],
      member: true,
      setup: scrollingPanel,
      async fill(_, d) {
        const get = await within(d).findByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" });
        return { button: get, enterOn: get };
      },
      settled: textOnce("รับโบนัสกิจกรรมสำเร็จ"),
    },
  },
  {
    gesture: "Enter ×5",
    control: {
      name: "claim bonus by id",
      op: "claimBonus",
      ok: "success",
      ui: <InformationPopup />,
      path: "/?info=activities",
      namespaces: ["information"],
      member: true,
      async fill({ user }, d) {
        const id = within(d).getByLabelText("รหัสโบนัส");
        await user.type(id, "9001");
        return { button: within(d).getByRole("button", { name: "รับโบนัส" }), enterOn: id };
      },
      settled: textOnce("รับโบนัสสำเร็จ"),
    },
  },
  {
    gesture: "double-click",
    control: {
      name: "withdraw referral bonus",
      op: "withdrawReferralBonus",
      ok: "success",
      ui: <InformationPopup />,
      path: "/?info=referral",
      namespaces: ["information"],
      member: true,
      setup() {
        api.answer({ getReferral: "full" });
        return () => undefined;
      },
      async fill(_, d) {
        await within(d).findByTestId("referral-link");
        const withdraw = within(d).getByRole("button", { name: "ถอนโบนัส" });
        return { button: withdraw, enterOn: withdraw };
      },
      settled: textOnce("ถอนโบนัสสำเร็จ"),
    },
  },
  {
    gesture: "tap burst ×5",
    control: {
      name: "credit check",
      op: "checkCredit",
      ok: "started",
      ui: <CreditRefreshButton />,
      path: "/",
      namespaces: ["credit-check"],
      member: true,
      // The check ends on the first profile poll, 5 s after it started: the clock is the test's.
      setup() {
        vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
        return () => vi.useRealTimers();
      },
      scope: () => screen.findByTestId("credit-refresh"),
      async fill() {
        const refresh = screen.getByRole("button", { name: "รีเฟรชเครดิต" });
        return { button: refresh, enterOn: refresh };
      },
      async settled() {
        await act(() => vi.advanceTimersByTimeAsync(5_000));
        await textOnce("เช็คเครดิตเรียบร้อย")();
      },
    },
  },
];

async function press(app: RenderedApp, gesture: Gesture, { button, enterOn }: { button: HTMLElement; enterOn: HTMLElement }) {
  switch (gesture) {
    case "double-click":
      return app.user.dblClick(button);
    case "click burst ×5":
      // Five clicks in one task: none of them waits for the re-render that marks the button busy.
      return act(() => {
        for (let i = 0; i < 5; i++) button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      });
    case "tap burst ×5":
      // Five touch taps, each a whole touch pointer press (the page re-renders between them).
      for (let i = 0; i < 5; i++) await app.user.pointer({ keys: "[TouchA]", target: button });
      return;
    case "Enter ×5":
      enterOn.focus();
      return app.user.keyboard("{Enter}{Enter}{Enter}{Enter}{Enter}");
    case "slowed answer":
      // The player keeps pressing while the answer is late (it comes after every press here).
      await app.user.click(button);
      for (let i = 0; i < 4; i++) {
        await app.user.click(button);
        enterOn.focus();
        await app.user.keyboard("{Enter}");
      }
  }
}

beforeAll(() => {
  setRuntimeConfig(shippedConfig({}));
  configureApiAuth({ getToken: () => "member-token", onUnauthorized: () => undefined });
});
afterEach(cleanup);

/** Renders the control, fills it, presses it with the gesture; `held`: the answer waits until the gesture is done. */
async function pressOnce(control: Control, gesture: Gesture, { held }: { held: boolean }) {
  const undo = control.setup?.();
  try {
    const app = await renderApp(
      <>
        {control.ui}
        <NoticeContainer />
        <NotificationDialog />
      </>,
      {
        path: control.path,
        namespaces: control.namespaces,
        values: [
          ...(control.values ?? []),
          ...(control.member ? [[$session, { token: "member-token", expiresAt: Date.now() + 3_600_000 }]] : []),
        ] as RenderedValues,
        queries: control.member ? [[PROFILE_KEY, { data: memberProfile }]] : [],
      },
    );
    const dialog = await (control.scope ?? (() => screen.findByRole("dialog")))();
    const target = await control.fill(app, dialog);
    expect(api.calls(control.op), "nothing sent before the press").toHaveLength(0);
    let release = () => {};
    if (held) api.answer({ [control.op]: { example: control.ok, until: new Promise<void>((r) => (release = r)) } as Answer<typeof control.op> });
    else if (gesture === "slowed answer") api.answer({ [control.op]: { example: control.ok, delayMs: 1_500 } as Answer<typeof control.op> });
    await press(app, gesture, target);
    await waitFor(() => expect(api.calls(control.op).length).toBeGreaterThan(0));
    release();
    await control.settled(app);
    expect(api.calls(control.op)).toHaveLength(1);
  } finally {
    undo?.();
  }
}

describe("one intent, one request (per control)", () => {
  describe.each(CONTROLS)("$name", (control) => {
    it.each(GESTURES)("%s", (gesture) => pressOnce(control, gesture, { held: false }));
  });
});

describe("one intent, one request: the browser's cases moved here (the answer held while the gesture goes on)", () => {
  it.each(MOVED.map(({ control, gesture }) => ({ name: control.name, control, gesture })))("$name × $gesture", ({ control, gesture }) =>
    pressOnce(control, gesture, { held: true }),
  );
});
