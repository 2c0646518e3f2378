import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { contractExample } from "@/shared/api-mock";
import { NoticeContainer } from "@/shared/ui/feedback";
import { $session } from "@/entities/session";
import { LoginPopup } from "./login-popup";

// The login goes through the real API client (its form encoding, contract check and error
// reading are what the player depends on) to the contract's examples.
const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

/** What the server received: method, path, content type and body of each login request. */
const sent = () =>
  Promise.all(
    api.calls("login").map(async (r) => ({ method: r.method, path: new URL(r.url).pathname, type: r.headers.get("Content-Type"), body: await r.text() })),
  );

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(cleanup);

async function renderLogin() {
  const app = await renderApp(
    <>
      <LoginPopup />
      <NoticeContainer />
    </>,
    { namespaces: ["login", "form"], path: "/login" },
  );
  const popup = await screen.findByRole("dialog", { name: "เข้าสู่ระบบ" });
  const phone = within(popup).getByRole<HTMLInputElement>("textbox", { name: "เบอร์โทรศัพท์" });
  const password = within(popup).getByLabelText<HTMLInputElement>("รหัสผ่าน");
  const submit = within(popup).getByRole("button", { name: "เข้าสู่ระบบ" });
  return { ...app, popup, phone, password, submit };
}
/** The text a screen reader reads with the field (its error). */
const description = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

describe("login popup", () => {
  it("empty submit: each field says what is missing, under the field, and nothing is sent", async () => {
    const { user, phone, password, submit } = await renderLogin();
    await user.click(submit);
    await waitFor(() => expect(screen.queryByText("กรุณากรอกเบอร์โทรศัพท์")).not.toBeNull());
    expect(description(phone)).toBe("กรุณากรอกเบอร์โทรศัพท์");
    expect(description(password)).toBe("กรุณากรอกรหัสผ่าน");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls("login")).toEqual([]);
  });

  it("success: one form-encoded POST /login; the session is stored, 'logged in' shown, home", async () => {
    api.answer({ login: "ok" });
    const { user, phone, password, submit, scope, pathname } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "Lobby2026a");
    await user.click(submit);
    await waitFor(() => expect(screen.queryByText("เข้าสู่ระบบสำเร็จ")).not.toBeNull());
    expect(await sent()).toEqual([
      { method: "POST", path: "/lobby/api/login", type: "application/x-www-form-urlencoded", body: "phone=0812345678&password=Lobby2026a" },
    ]);
    expect(scope.getState($session)?.token).toBe(contractExample("login", "ok").access_token);
    expect(pathname()).toBe("/");
  });

  it("wrong phone or password (422): the server's messages in the red list, the 'incorrect' notice, input kept, one request per submit", async () => {
    api.answer({ login: "accountSuspended" });
    const { user, popup, phone, password, submit, scope, pathname } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "wrong-pass");
    await user.click(submit);
    const list = await within(popup).findByRole("alert");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["บัญชีนี้ถูกระงับ", "ลองได้อีก 2 ครั้ง"]);
    expect(screen.queryByText("เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง")).not.toBeNull();
    expect(phone.value).toBe("0812345678");
    expect(password.value).toBe("wrong-pass");
    expect(api.calls("login")).toHaveLength(1);
    expect(scope.getState($session)).toBeNull();
    expect(pathname()).toBe("/login");
    // Again: one more request, not two.
    await user.click(submit);
    await within(popup).findByRole("alert");
    expect(api.calls("login")).toHaveLength(2);
  });

  it("a double tap while the login is on its way sends one request", async () => {
    let answer = () => {};
    api.answer({ login: { example: "loginFailed", until: new Promise<void>((resolve) => (answer = resolve)) } });
    const { user, popup, phone, password, submit } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "wrong-pass");
    await user.dblClick(submit);
    await user.click(submit);
    answer();
    expect((await within(popup).findByRole("alert")).textContent).toBe("เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง");
    expect(api.calls("login")).toHaveLength(1);
  });

  it("a server error (5XX) without text shows the generic message and keeps the input; a retry sends again", async () => {
    api.answer({ login: { status: 503, text: "" } });
    const { user, popup, phone, password, submit } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "Lobby2026a");
    await user.click(submit);
    const list = await within(popup).findByRole("alert");
    expect(list.textContent).toBe("ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง");
    expect(phone.value).toBe("0812345678");
    expect(api.calls("login")).toHaveLength(1);
    // Usable again: the retry reaches the server and logs in.
    expect(submit.getAttribute("aria-busy")).not.toBe("true");
    api.answer({ login: "ok" });
    await user.click(submit);
    await waitFor(() => expect(screen.queryByText("เข้าสู่ระบบสำเร็จ")).not.toBeNull());
    expect(api.calls("login")).toHaveLength(2);
  });

  it("a 401 on the login (a public call) reads as a wrong phone or password, not an ended session; the guest stays, the input is kept", async () => {
    api.answer({ login: { status: 401, text: JSON.stringify({ message: "Unauthenticated." }), type: "application/json" } });
    const { user, popup, phone, password, submit, scope, pathname } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "Lobby2026a");
    await user.click(submit);
    const list = await within(popup).findByRole("alert");
    expect(list.textContent).toContain("เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง");
    expect(list.textContent).not.toContain("Unauthenticated");
    expect(screen.queryByText("หมดเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่")).toBeNull();
    expect(scope.getState($session)).toBeNull();
    expect(pathname()).toBe("/login");
    expect(phone.value).toBe("0812345678");
  });
});
