// What a player sees when a call fails, per screen whose browser case was cut (e2e/faults.spec.ts
// keeps one per outcome kind). The app's real client sends the requests and the contract's mock
// answers them with the fault (src/shared/api-mock); every operation × fault kind at the client is
// src/app/fault-matrix.test.mjs. Each case: the words on screen, the input kept, the button usable
// again and a retry that reaches the server. The reads also take the hostile answers whose views
// left e2e/hostile.spec.ts (a refused or trimmed answer; every row is classified in
// src/app/hostile-answers.test.mjs).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApiAuth } from "@/shared/api";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { $router } from "@/shared/router";
import { renderApp } from "@/shared/testing";
import { contractExample, type Answer } from "@/shared/api-mock";
import { NoticeContainer } from "@/shared/ui/feedback";
import { NotificationDialog } from "@/shared/ui/notification-dialog";
import { $session } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { memberProfile } from "@/entities/profile/testing";
import { GameBrowser } from "@/entities/game";
import { Announcement } from "@/features/announcement";
import { DepositPopup } from "@/features/deposit";
import { $registration, RegisterOtpPopup, RegisterPasswordPopup, RegisterPopup } from "@/features/register";
import { MemberBar } from "./layouts/chrome/member-bar";
import { connectNavigation } from "./navigation";

const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

const PHONE = "0812345678";
const SERVER = "ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง";
const NETWORK = "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง";
const SESSION_EXPIRED = "หมดเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่";
const member: [typeof $session, { token: string; expiresAt: number }] = [$session, { token: "member-token", expiresAt: Date.now() + 3_600_000 }];

beforeAll(() => {
  setRuntimeConfig(shippedConfig({}));
  configureApiAuth({ getToken: () => "member-token", onUnauthorized: () => undefined });
});
afterEach(cleanup);

/** The popup's red list says `text` (and nothing raw from the server). */
async function failed(dialog: HTMLElement, text: string) {
  const list = await within(dialog).findByRole("alert", {}, { timeout: 15_000 });
  await waitFor(() => expect(list.textContent).toContain(text));
  expect(list.textContent).not.toMatch(/Unauthenticated|Server Error/);
}
/** Usable again: enabled and no longer busy. */
async function usable(button: HTMLElement) {
  await waitFor(() => expect(button.getAttribute("aria-busy")).not.toBe("true"));
  expect(button).toHaveProperty("disabled", false);
}

describe("registration", () => {
  it("phone step, a 500: the failure in the popup, the phone kept, and 'next' sends again", async () => {
    api.answer({ registerPhone: "serverError" });
    const { user } = await renderApp(<RegisterPopup />, { path: "/register", namespaces: ["register", "form"] });
    const dialog = await screen.findByRole("dialog", { name: "สมัครสมาชิก" });
    const phone = within(dialog).getByRole<HTMLInputElement>("textbox", { name: "เบอร์โทรศัพท์" });
    await user.type(phone, PHONE);
    const next = within(dialog).getByRole("button", { name: "ถัดไป" });
    await user.click(next);
    await failed(dialog, SERVER);
    expect(phone.value).toBe(PHONE);
    await usable(next);
    expect(api.calls("registerPhone")).toHaveLength(1);
    await user.click(next);
    await waitFor(() => expect(api.calls("registerPhone")).toHaveLength(2));
  });

  it("OTP step (real-OTP backend), no network: the connection message, the code kept, and 'confirm' sends again", async () => {
    api.answer({ registerOtp: { networkError: true } });
    const { user } = await renderApp(<RegisterOtpPopup />, {
      path: "/",
      namespaces: ["register", "form"],
      values: [[$registration, { step: "otp", phone: PHONE, token: null, accessToken: null, expiresIn: null, password: null }]],
    });
    const dialog = await screen.findByRole("dialog", { name: "ยืนยันรหัส OTP" });
    const otp = within(dialog).getByRole<HTMLInputElement>("textbox", { name: "รหัส OTP" });
    await user.type(otp, "123456");
    const confirm = within(dialog).getByRole("button", { name: "ยืนยัน" });
    await user.click(confirm);
    await failed(dialog, NETWORK);
    expect(otp.value).toBe("123456");
    await usable(confirm);
    const sent = api.calls("registerOtp").length;
    await user.click(confirm);
    await waitFor(() => expect(api.calls("registerOtp").length).toBeGreaterThan(sent));
  });

  it("password step, a 401 on the temporary token: a failure in the popup, not an ended session; the password kept", async () => {
    api.answer({ registerPassword: "unauthenticated" });
    const { user, scope } = await renderApp(
      <>
        <RegisterPasswordPopup />
        <NoticeContainer />
      </>,
      {
        path: "/",
        namespaces: ["register", "form"],
        values: [[$registration, { step: "password", phone: PHONE, token: null, accessToken: "temporary", expiresIn: 600, password: null }]],
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "ตั้งรหัสผ่าน" });
    const password = within(dialog).getByLabelText<HTMLInputElement>("รหัสผ่าน", { exact: true });
    await user.type(password, "Lobby2026a");
    await user.type(within(dialog).getByLabelText("ยืนยันรหัสผ่าน", { exact: true }), "Lobby2026a");
    const next = within(dialog).getByRole("button", { name: "ถัดไป" });
    await user.click(next);
    await failed(dialog, SERVER);
    expect(screen.queryByText(SESSION_EXPIRED)).toBeNull();
    expect(password.value).toBe("Lobby2026a");
    expect(scope.getState($registration).step).toBe("password");
    await usable(next);
    await user.click(next);
    await waitFor(() => expect(api.calls("registerPassword")).toHaveLength(2));
  });
});

describe("money forms", () => {
  it("gateway deposit, no network: the connection message in the form, the amount kept, 'deposit' usable again", async () => {
    api.answer({ createGatewayDeposit: { networkError: true } });
    const { user } = await renderApp(<DepositPopup />, {
      path: "/deposit",
      namespaces: ["deposit", "form"],
      values: [member],
      queries: [[PROFILE_KEY, { data: { ...memberProfile, payment_gateway_status: true } }]],
    });
    const dialog = await screen.findByRole("dialog", { name: "ฝากเงิน" });
    await user.click(within(dialog).getByRole("button", { name: "ไม่รับโปรโมชั่น" }));
    const amount = within(dialog).getByRole<HTMLInputElement>("textbox", { name: "จำนวนเงิน" });
    await user.type(amount, "500");
    const submit = within(dialog).getByRole("button", { name: /^ฝากเงิน$/ });
    await user.click(submit);
    await failed(dialog, NETWORK);
    expect(amount.value).toBe("500");
    expect(api.calls("createGatewayDeposit")).toHaveLength(1);
    await usable(submit);
  });

  it("bank deposit, a slow answer: 'deposit' is busy while it is on its way, then the request is tracked", async () => {
    let answer = () => {};
    api.answer({ prepareBankDeposit: { example: "created", until: new Promise<void>((resolve) => (answer = resolve)) } });
    const { user } = await renderApp(<DepositPopup />, {
      path: "/deposit",
      namespaces: ["deposit", "form"],
      values: [member],
      queries: [[PROFILE_KEY, { data: memberProfile }]],
    });
    const dialog = await screen.findByRole("dialog", { name: "ฝากเงิน" });
    await user.click(within(dialog).getByRole("button", { name: "ไม่รับโปรโมชั่น" }));
    await user.type(within(dialog).getByRole("textbox", { name: "จำนวนเงิน" }), "500");
    const submit = within(dialog).getByRole("button", { name: /^ฝากเงิน$/ });
    await user.click(submit);
    await waitFor(() => expect(api.calls("prepareBankDeposit")).toHaveLength(1));
    expect(submit.getAttribute("aria-busy")).toBe("true");
    answer();
    await waitFor(() => expect(localStorage.getItem("lobby.pending-request")).not.toBeNull());
    await usable(submit);
    expect(api.calls("prepareBankDeposit")).toHaveLength(1);
  });
});

describe("reads", () => {
  it("the member's profile, a 500: one toast says the server failed, the credit shows '—', the member stays in and goes home", async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.answer({ getProfile: { example: "serverError", until: held } });
    const app = await renderApp(
      <>
        <MemberBar />
        <NoticeContainer />
      </>,
      { path: "/promotion", values: [member] },
    );
    // As the app's start wires its router and query client (the failed profile's toast and the way home).
    await connectNavigation(app.scope, app.scope.getState($router) as Parameters<typeof connectNavigation>[1], app.queryClient);
    answer();
    expect(await screen.findByText(SERVER, {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("credit").textContent).toBe("—"));
    expect(screen.getByTestId("credit").getAttribute("aria-busy")).toBe("false");
    expect(screen.getAllByText(SERVER)).toHaveLength(1);
    await waitFor(() => expect(app.pathname()).toBe("/"));
    expect(app.scope.getState($session)?.token).toBe("member-token");
    expect(screen.queryByText(SESSION_EXPIRED)).toBeNull();
  });

  it("the credit check, no network: a toast says the connection failed, the refresh button usable again, the member stays in", async () => {
    api.answer({ checkCredit: { networkError: true } });
    const { user, scope } = await renderApp(
      <>
        <MemberBar />
        <NoticeContainer />
      </>,
      { values: [member], queries: [[PROFILE_KEY, { data: memberProfile }]] },
    );
    const refresh = await screen.findByRole("button", { name: "รีเฟรชเครดิต" }, { timeout: 15_000 });
    await user.click(refresh);
    expect(await screen.findByText("เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาลองใหม่อีกครั้ง", {}, { timeout: 15_000 })).toBeTruthy();
    await usable(refresh);
    expect(api.calls("checkCredit").length).toBeGreaterThan(0);
    expect(scope.getState($session)?.token).toBe("member-token");
  });

  it.each<[string, Answer<"getCatalogue">]>([
    ["a 500", "serverError"],
    [
      "games null (outside the contract)",
      { status: 200, text: JSON.stringify({ ...contractExample("getCatalogue", "full"), games: null }), type: "application/json" },
    ],
  ])("the game catalogue, %s: the grid's failure with a retry that asks again", async (_, fault) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.answer({ getCatalogue: fault });
    const { user } = await renderApp(<GameBrowser onPlay={vi.fn()} />, { path: "/lobby", namespaces: ["game"] });
    const status = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(status.textContent).toContain("โหลดรายการเกมไม่สำเร็จ");
    const sent = api.calls("getCatalogue").length;
    api.answer({ getCatalogue: "full" });
    await user.click(within(status).getByRole("button", { name: "ลองอีกครั้ง" }));
    expect(await screen.findByRole("button", { name: "เล่น ผลไม้หยก" }, { timeout: 15_000 })).toBeTruthy();
    expect(api.calls("getCatalogue").length).toBeGreaterThan(sent);
  });

  it.each<[string, Answer<"listNotifications">]>([
    ["a 500", "serverError"],
    ["data null (outside the contract)", { status: 200, text: JSON.stringify({ data: null }), type: "application/json" }],
    [
      "a notice of an unknown kind (active 3, left out)",
      { status: 200, text: JSON.stringify({ data: [{ ...contractExample("listNotifications", "popup").data[0], active: 3 }] }), type: "application/json" },
    ],
  ])("the announcements (a guest), %s: nothing shown, no toast, no popup, no banner (R-API-3)", async (_, fault) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    api.answer({ listNotifications: fault });
    const { queryClient } = await renderApp(
      <>
        <Announcement />
        <NoticeContainer />
        <NotificationDialog />
      </>,
    );
    // The positive signal: the read was answered and the app is done with it.
    await waitFor(() => expect(api.calls("listNotifications").length).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 15_000 });
    expect(document.querySelector(".notices .notice")).toBeNull();
    expect(screen.queryByTestId("announcement-popup")).toBeNull();
    expect(screen.queryByTestId("announcement-banner")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["a text credit (the wallet left out)", "abc"],
    ["a credit of 1e308", 1e308],
  ])("the member bar, %s: the credit shows '—', never NaN, Infinity or a false 0.00", async (_, credit) => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { data } = contractExample("getProfile", "memberWithBank");
    api.answer({ getProfile: { status: 200, text: JSON.stringify({ data: { ...data, games: [{ credit }] } }), type: "application/json" } });
    await renderApp(<MemberBar />, { values: [member] });
    // The profile is in (its promotion time is in the bar) before the credit is read.
    await screen.findByText("22/11/26 14:05:31", { exact: false }, { timeout: 15_000 });
    expect(screen.getByTestId("credit").textContent).toBe("—");
  });
});
