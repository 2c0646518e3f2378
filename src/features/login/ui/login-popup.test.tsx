import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { NoticeContainer } from "@/shared/ui";
import { $session } from "@/entities/session";
import { LoginPopup } from "./login-popup";

// The login goes through the real API client (its form encoding, contract check and error
// reading are what the player depends on), with `fetch` stubbed. openapi-fetch takes
// `globalThis.fetch` when the client is built (at import), so the stub is installed hoisted.
const server = vi.hoisted(() => {
  const state = {
    sent: [] as Array<{ method: string; path: string; type: string | null; body: string }>,
    answer: (): Response | Promise<Response> => Response.json({}, { status: 500 }),
  };
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const r = input as Request;
    state.sent.push({ method: r.method, path: new URL(r.url).pathname, type: r.headers.get("Content-Type"), body: await r.text() });
    return state.answer();
  };
  return state;
});

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(() => {
  cleanup();
  server.sent.length = 0;
});

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
    expect(server.sent).toEqual([]);
  });

  it("success: one form-encoded POST /login; the session is stored, 'logged in' shown, home", async () => {
    server.answer = () => Response.json({ access_token: "tok-123", token_type: "bearer", expires_in: 3600 });
    const { user, phone, password, submit, scope, pathname } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "Lobby2026a");
    await user.click(submit);
    await waitFor(() => expect(screen.queryByText("เข้าสู่ระบบสำเร็จ")).not.toBeNull());
    expect(server.sent).toEqual([
      { method: "POST", path: "/lobby/api/login", type: "application/x-www-form-urlencoded", body: "phone=0812345678&password=Lobby2026a" },
    ]);
    expect(scope.getState($session)?.token).toBe("tok-123");
    expect(pathname()).toBe("/");
  });

  it("wrong phone or password (422): the server's messages in the red list, the 'incorrect' notice, input kept, one request per submit", async () => {
    server.answer = () =>
      Response.json({ message: "The given data was invalid.", errors: { phone: ["บัญชีนี้ถูกระงับ"], error: ["ลองได้อีก 2 ครั้ง"] } }, { status: 422 });
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
    expect(server.sent).toHaveLength(1);
    expect(scope.getState($session)).toBeNull();
    expect(pathname()).toBe("/login");
    // Again: one more request, not two.
    await user.click(submit);
    await within(popup).findByRole("alert");
    expect(server.sent).toHaveLength(2);
  });

  it("a double tap while the login is on its way sends one request", async () => {
    let answer: (r: Response) => void = () => undefined;
    server.answer = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user, popup, phone, password, submit } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "wrong-pass");
    await user.dblClick(submit);
    await user.click(submit);
    answer(Response.json({ message: "เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง", errors: { phone: ["เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง"] } }, { status: 422 }));
    expect((await within(popup).findByRole("alert")).textContent).toBe("เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง");
    expect(server.sent).toHaveLength(1);
  });

  it("a server error (5XX) without text shows the generic message and keeps the input", async () => {
    server.answer = () => new Response("", { status: 503 });
    const { user, popup, phone, password, submit } = await renderLogin();
    await user.type(phone, "0812345678");
    await user.type(password, "Lobby2026a");
    await user.click(submit);
    const list = await within(popup).findByRole("alert");
    expect(list.textContent).toBe("ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง");
    expect(phone.value).toBe("0812345678");
    expect(server.sent).toHaveLength(1);
  });
});
