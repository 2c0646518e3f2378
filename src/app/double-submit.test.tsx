// One intent, one request, per control: every form that sends a call the server acts on, under a
// double-click, a burst of 5 clicks faster than a re-render, Enter ×5 in its last field and presses
// spread over a slowed answer. The app's real client sends the requests; the contract's examples
// answer them (src/shared/api-mock), and each case counts the requests the server received
// once the answer has been handled. The browser (e2e/double-submit.spec.ts) keeps one case per
// kind of gesture and control, where real pointer, touch and key events reach real layout.
import type { ReactNode } from "react";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { allSettled } from "effector";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApiAuth } from "@/shared/api";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp, type RenderedApp } from "@/shared/testing";
import type { Answer, OperationId } from "@/shared/api-mock";
import { NoticeContainer, NotificationDialog } from "@/shared/ui/feedback";
import { $session } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { memberProfile } from "@/entities/profile/testing";
import { ChangePasswordPopup } from "@/features/change-password";
import { DepositPopup } from "@/features/deposit";
import { LoginPopup } from "@/features/login";
import { RegisterPopup } from "@/features/register";
import { ForgetPasswordPopup } from "@/features/reset-password";

const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

interface Control {
  name: string;
  op: OperationId;
  /** The op's success example (answered late in the slowed case). */
  ok: string;
  ui: ReactNode;
  path: string;
  namespaces: string[];
  member?: boolean;
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

type Gesture = "double-click" | "click burst ×5" | "Enter ×5" | "slowed answer";
const GESTURES: Gesture[] = ["double-click", "click burst ×5", "Enter ×5", "slowed answer"];

async function press(app: RenderedApp, gesture: Gesture, { button, enterOn }: { button: HTMLElement; enterOn: HTMLElement }) {
  switch (gesture) {
    case "double-click":
      return app.user.dblClick(button);
    case "click burst ×5":
      // Five clicks in one task: none of them waits for the re-render that marks the button busy.
      return act(() => {
        for (let i = 0; i < 5; i++) button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      });
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

describe("one intent, one request (per control)", () => {
  describe.each(CONTROLS)("$name", (control) => {
    it.each(GESTURES)("%s", async (gesture) => {
      const app = await renderApp(
        <>
          {control.ui}
          <NoticeContainer />
          <NotificationDialog />
        </>,
        {
          path: control.path,
          namespaces: control.namespaces,
          values: control.member ? [[$session, { token: "member-token", expiresAt: Date.now() + 3_600_000 }]] : [],
          queries: control.member ? [[PROFILE_KEY, { data: memberProfile }]] : [],
        },
      );
      const dialog = await screen.findByRole("dialog");
      const target = await control.fill(app, dialog);
      expect(api.calls(control.op), "nothing sent before the press").toHaveLength(0);
      if (gesture === "slowed answer") api.answer({ [control.op]: { example: control.ok, delayMs: 1_500 } as Answer<typeof control.op> });
      await press(app, gesture, target);
      await waitFor(() => expect(api.calls(control.op).length).toBeGreaterThan(0));
      await control.settled(app);
      expect(api.calls(control.op)).toHaveLength(1);
    });
  });
});
