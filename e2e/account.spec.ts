import type { Page, Request } from "@playwright/test";
import { dialog, expect, openLobby, test, TOKEN_KEY, useRealOtp } from "./fixtures";

const bodyOf = (r: Request) => r.postDataJSON() as Record<string, unknown>;
const apiPath = (path: string) => (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === `/lobby/api${path}`;

async function fillPassword(page: Page, scope: ReturnType<typeof dialog>, password: string, confirmation = password) {
  await scope.getByLabel("รหัสผ่าน", { exact: true }).fill(password);
  await scope.getByLabel("ยืนยันรหัสผ่าน", { exact: true }).fill(confirmation);
}

async function fillBank(scope: ReturnType<typeof dialog>) {
  await scope.getByText("ธนาคารกสิกรไทย").click();
  await scope.getByLabel("เลขบัญชี").fill("0123456789");
  await scope.getByLabel("ชื่อบัญชี").fill("สมชาย ใจดี");
  await scope.getByLabel("ไอดีไลน์").fill("somchai.j");
}

test.describe("registration", () => {
  test("referral link → three steps with the skipped OTP → logged in automatically", async ({ page, context }) => {
    await page.goto("/lobby/ref?id=XYZ");
    await expect(page).toHaveURL(/\/lobby\/register$/);
    const referral = (await context.cookies()).find((c) => c.name === "referral");
    expect(decodeURIComponent(referral?.value ?? "")).toBe(JSON.stringify({ referral_key: "XYZ" }));

    const step1 = dialog(page, "สมัครสมาชิก");
    await expect(step1.getByText("ขั้นตอนที่ 1 จาก 3")).toBeVisible();
    // Thai digits are normalised, other characters dropped.
    await step1.getByLabel("เบอร์โทรศัพท์").fill("๐๘๑-๒๓๔-๕๖๗๘");
    await expect(step1.getByLabel("เบอร์โทรศัพท์")).toHaveValue("0812345678");
    await expect(step1.getByLabel("เบอร์โทรศัพท์")).toHaveAttribute("inputmode", "numeric");
    const phoneReq = page.waitForRequest(apiPath("/register/phone"));
    const otpReq = page.waitForRequest(apiPath("/register/otp"));
    await step1.getByRole("button", { name: "ถัดไป" }).click();
    expect(bodyOf(await phoneReq)).toEqual({ phone: "0812345678", no_otp: true, referral_key: "XYZ" });
    expect(bodyOf(await otpReq)).toEqual({ phone: "0812345678", otp: "0000", bypass: true, token: "reg_3b8d21c4" });

    const step2 = dialog(page, "ตั้งรหัสผ่าน");
    await expect(step2.getByText("ขั้นตอนที่ 2 จาก 3")).toBeVisible();
    await fillPassword(page, step2, "Lobby2026a");
    const pwReq = page.waitForRequest(apiPath("/register/password"));
    await step2.getByRole("button", { name: "ถัดไป" }).click();
    const pw = await pwReq;
    expect(pw.headers()["authorization"]).toMatch(/^Bearer eyJ.*mock-signature$/);
    expect(bodyOf(pw)).toEqual({ password: "Lobby2026a", password_confirmation: "Lobby2026a" });
    // Not a member yet: the temporary token is never stored as a session.
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();

    const step3 = dialog(page, "ข้อมูลบัญชีธนาคาร");
    await expect(step3.getByRole("radio")).toHaveCount(14);
    await fillBank(step3);
    const bankReq = page.waitForRequest(apiPath("/register/bank-account"));
    const loginReq = page.waitForRequest(apiPath("/login"));
    await step3.getByRole("button", { name: "สมัครสมาชิก" }).click();
    expect(bodyOf(await bankReq)).toEqual({ phone: "0812345678", bank: "kbank", account_number: "0123456789", name: "สมชาย ใจดี", line: "somchai.j" });
    expect((await loginReq).postData()).toBe("phone=0812345678&password=Lobby2026a");

    const final = dialog(page, "สมัครสมาชิกสำเร็จ");
    await final.getByRole("button", { name: "ตกลง" }).click();
    await expect(page).toHaveURL(/\/lobby\/$/);
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toContain("mock-signature");
  });

  test("affiliate link and click id are kept in cookies and the affiliate key is sent", async ({ page, context }) => {
    await openLobby(page, "/lobby/?click_id=CLK-42");
    const click = (await context.cookies()).find((c) => c.name === "adskeeper");
    expect(click?.value).toBe("CLK-42");
    expect(click?.path).toBe("/");

    await page.goto("/lobby/u/ABC");
    await expect(page).toHaveURL(/\/lobby\/register$/);
    const affiliate = (await context.cookies()).find((c) => c.name === "affiliate");
    expect(JSON.parse(decodeURIComponent(affiliate?.value ?? "{}"))).toEqual({ affiliate_key: "ABC" });
    const step1 = dialog(page, "สมัครสมาชิก");
    await step1.getByLabel("เบอร์โทรศัพท์").fill("0899999999");
    const phoneReq = page.waitForRequest(apiPath("/register/phone"));
    await step1.getByLabel("เบอร์โทรศัพท์").press("Enter");
    expect(bodyOf(await phoneReq)).toEqual({ phone: "0899999999", no_otp: true, affiliate_key: "ABC" });
    await expect(dialog(page, "ตั้งรหัสผ่าน")).toBeVisible();
  });

  test("real-OTP mode: the OTP step, a wrong code under its field, then on", async ({ page, scenarios, guard }) => {
    await useRealOtp(page);
    await openLobby(page, "/lobby/register");
    const step1 = dialog(page, "สมัครสมาชิก");
    await step1.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    const phoneReq = page.waitForRequest(apiPath("/register/phone"));
    await step1.getByRole("button", { name: "ถัดไป" }).click();
    expect(bodyOf(await phoneReq)).toEqual({ phone: "0812345678", no_otp: false });

    const otp = dialog(page, "ยืนยันรหัส OTP");
    await expect(otp.getByText("0812345678")).toBeVisible();
    await otp.getByLabel("รหัส OTP").fill("12");
    await otp.getByLabel("รหัส OTP").blur();
    await expect(otp.getByText("รหัส OTP ต้องเป็นตัวเลข 4-6 หลัก")).toBeVisible();
    await otp.getByLabel("รหัส OTP").fill("999999");
    guard.allow422("/register/otp");
    await scenarios.set("/register/otp", "wrongOtp", 422);
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    await expect(otp.getByLabel("รหัส OTP")).toHaveAttribute("aria-invalid", "true");
    await expect(otp.getByRole("alert").filter({ hasText: "รหัส OTP ไม่ถูกต้อง" })).toBeVisible();

    await scenarios.clear("/register/otp");
    await otp.getByLabel("รหัส OTP").fill("123456");
    const otpReq = page.waitForRequest(apiPath("/register/otp"));
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    expect(bodyOf(await otpReq)).toEqual({ phone: "0812345678", otp: "123456", bypass: false, token: "reg_3b8d21c4" });
    await expect(dialog(page, "ตั้งรหัสผ่าน")).toBeVisible();
  });

  test("every validation message in Thai, and submit stops while any error exists", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/lobby/api/register") && calls.push(r.url()));
    await openLobby(page, "/lobby/register");
    const step1 = dialog(page, "สมัครสมาชิก");
    await step1.getByRole("button", { name: "ถัดไป" }).click();
    await expect(step1.getByText("กรุณากรอกเบอร์โทรศัพท์")).toBeVisible();
    await step1.getByLabel("เบอร์โทรศัพท์").fill("08123");
    await expect(step1.getByText("เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0")).toBeVisible();
    await step1.getByRole("button", { name: "ถัดไป" }).click();
    expect(calls).toEqual([]);
    await step1.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await step1.getByRole("button", { name: "ถัดไป" }).click();

    const step2 = dialog(page, "ตั้งรหัสผ่าน");
    const password = step2.getByLabel("รหัสผ่าน", { exact: true });
    // Errors appear once a field is touched, not before.
    await password.focus();
    await expect(step2.getByText("กรุณากรอกรหัสผ่าน", { exact: true })).toHaveCount(0);
    await password.blur();
    await expect(step2.getByText("กรุณากรอกรหัสผ่าน", { exact: true })).toBeVisible();
    for (const [value, message] of [
      ["Ab1", "รหัสผ่านต้องมี 8-15 ตัวอักษร"],
      ["12345678", "รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษอย่างน้อย 1 ตัว"],
      ["ABCDEFG1", "รหัสผ่านต้องมีตัวพิมพ์เล็ก (a-z)"],
      ["abcdefg1", "รหัสผ่านต้องมีตัวพิมพ์ใหญ่ (A-Z)"],
      ["Abcdefgh", "รหัสผ่านต้องมีตัวเลข (0-9)"],
    ] as const) {
      await password.fill(value);
      await expect(step2.getByText(message)).toBeVisible();
    }
    await password.fill("Lobby2026a");
    const confirmation = step2.getByLabel("ยืนยันรหัสผ่าน", { exact: true });
    await confirmation.focus();
    await confirmation.blur();
    await expect(step2.getByText("กรุณายืนยันรหัสผ่าน")).toBeVisible();
    await confirmation.fill("Lobby2026b");
    await expect(step2.getByText("กรุณากรอกรหัสผ่านให้ตรงกัน")).toBeVisible();
    // Show/hide.
    await expect(password).toHaveAttribute("type", "password");
    await step2.getByRole("button", { name: "แสดงรหัสผ่าน" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await step2.getByRole("button", { name: "ถัดไป" }).click();
    expect(calls.filter((c) => c.endsWith("/register/password"))).toEqual([]);
    await confirmation.fill("Lobby2026a");
    await step2.getByRole("button", { name: "ถัดไป" }).click();

    const step3 = dialog(page, "ข้อมูลบัญชีธนาคาร");
    await step3.getByRole("button", { name: "สมัครสมาชิก" }).click();
    for (const message of ["กรุณาเลือกธนาคาร", "กรุณากรอกเลขบัญชี", "กรุณากรอกชื่อบัญชี", "กรุณากรอกไอดีไลน์"]) {
      await expect(step3.getByText(message)).toBeVisible();
    }
    await step3.getByLabel("เลขบัญชี").fill("12ab3");
    await expect(step3.getByLabel("เลขบัญชี")).toHaveValue("123");
    await expect(step3.getByText("เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก")).toBeVisible();
    expect(calls.filter((c) => c.endsWith("/register/bank-account"))).toEqual([]);
  });

  test("server field errors land under the bank step's fields; an accidental close resumes the step", async ({ page, scenarios, guard }) => {
    await openLobby(page, "/lobby/register");
    await dialog(page, "สมัครสมาชิก").getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await dialog(page, "สมัครสมาชิก").getByRole("button", { name: "ถัดไป" }).click();
    const step2 = dialog(page, "ตั้งรหัสผ่าน");
    await fillPassword(page, step2, "Lobby2026a");
    await step2.getByRole("button", { name: "ถัดไป" }).click();

    const step3 = dialog(page, "ข้อมูลบัญชีธนาคาร");
    await expect(step3).toBeVisible();
    // Closed by accident: the register button (same visit) brings the player back to step 3.
    await step3.getByRole("button", { name: "ปิด" }).click();
    await expect(step3).toBeHidden();
    await expect(page).toHaveURL(/\/lobby\/$/);
    await page.getByTestId("bottom-nav").getByRole("link", { name: "สมัครสมาชิก" }).click();
    await expect(step3).toBeVisible();

    await fillBank(step3);
    guard.allow422("/register/bank-account");
    await scenarios.set("/register/bank-account", "fieldErrors", 422);
    await step3.getByRole("button", { name: "สมัครสมาชิก" }).click();
    await expect(step3.getByText("เลขบัญชีไม่ถูกต้อง")).toBeVisible();
    await expect(step3.getByLabel("เลขบัญชี")).toHaveAttribute("aria-invalid", "true");
    await expect(step3.getByLabel("ชื่อบัญชี")).toHaveAttribute("aria-invalid", "true");
    await expect(step3.getByLabel("ไอดีไลน์")).toHaveAttribute("aria-invalid", "true");
    await expect(step3.getByText("กรุณาเลือกธนาคาร")).toBeVisible();
    // Input is kept.
    await expect(step3.getByLabel("ชื่อบัญชี")).toHaveValue("สมชาย ใจดี");
  });
});

test.describe("login", () => {
  test("success by keyboard goes home as a member", async ({ page }) => {
    await openLobby(page, "/lobby/login");
    const login = dialog(page, "เข้าสู่ระบบ");
    await expect(login.getByRole("link", { name: "ติดต่อแอดมิน" })).toHaveAttribute("href", "https://line.me/R/ti/p/@lobby");
    await login.getByLabel("เบอร์โทรศัพท์").focus();
    await page.keyboard.type("0812345678");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Lobby2026a");
    const req = page.waitForRequest(apiPath("/login"));
    await page.keyboard.press("Enter");
    const sent = await req;
    expect(sent.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(sent.postData()).toBe("phone=0812345678&password=Lobby2026a");
    await expect(page).toHaveURL(/\/lobby\/$/);
    await expect(login).toBeHidden();
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
  });

  test("wrong phone or password: red alert and a notification, input kept", async ({ page, scenarios, guard }) => {
    guard.allow422("/login");
    await scenarios.set("/login", "loginFailed", 422);
    await openLobby(page, "/lobby/login");
    const login = dialog(page, "เข้าสู่ระบบ");
    await login.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await expect(login.getByText("กรุณากรอกเบอร์โทรศัพท์")).toBeVisible();
    await expect(login.getByText("กรุณากรอกรหัสผ่าน")).toBeVisible();
    await login.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await login.getByLabel("รหัสผ่าน", { exact: true }).fill("wrong");
    await login.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await expect(login.locator(".error-list")).toContainText("เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง");
    await expect(page.locator(".notice-error")).toContainText("เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง");
    await expect(login.getByLabel("เบอร์โทรศัพท์")).toHaveValue("0812345678");
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
  });

  test("a guest sent to login from /withdraw ends on the withdraw popup", async ({ page }) => {
    await openLobby(page, "/lobby/withdraw");
    await expect(page).toHaveURL(/\/lobby\/login$/);
    const login = dialog(page, "เข้าสู่ระบบ");
    await login.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await login.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
    await login.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await expect(page).toHaveURL(/\/lobby\/withdraw$/);
    await expect(login).toBeHidden();
    await expect(page.getByRole("dialog", { name: "ถอนเงิน" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("lobby.after-login"))).toBeNull();
  });
});

test.describe("forgot password", () => {
  test("phone → OTP → new password → complete → login", async ({ page, scenarios, guard }) => {
    await openLobby(page, "/lobby/login");
    await dialog(page, "เข้าสู่ระบบ").getByRole("button", { name: "ลืมรหัสผ่าน?" }).click();
    await expect(page).toHaveURL(/\/lobby\/forgetpassword$/);
    const start = dialog(page, "ลืมรหัสผ่าน");
    await start.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await start.getByLabel("รหัสลูกค้า (ถ้ามี)").fill("lb0812345678");
    const startReq = page.waitForRequest(apiPath("/reset-password/start"));
    await start.getByRole("button", { name: "ขอรหัส OTP" }).click();
    expect(bodyOf(await startReq)).toEqual({ phone: "0812345678", game_username: "lb0812345678" });

    const otp = dialog(page, "ยืนยันรหัส OTP");
    await otp.getByLabel("รหัส OTP").fill("๑๒๓๔๕๖");
    guard.allow422("/reset-password/confirm-otp");
    await scenarios.set("/reset-password/confirm-otp", "fieldErrors", 422);
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    await expect(otp.getByText("รหัส OTP ไม่ถูกต้อง")).toBeVisible();
    await scenarios.clear("/reset-password/confirm-otp");
    const otpReq = page.waitForRequest(apiPath("/reset-password/confirm-otp"));
    await otp.getByRole("button", { name: "ยืนยัน" }).click();
    expect(bodyOf(await otpReq)).toEqual({ phone: "0812345678", game_username: "lb0812345678", token: "rst_5f1c9a7e", otp: "123456" });

    const next = dialog(page, "ตั้งรหัสผ่านใหม่");
    for (const remark of ["ความยาว 8-15 ตัวอักษร", "มีตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ และตัวเลข", "มีตัวอักษรภาษาอังกฤษอย่างน้อย 1 ตัว"]) {
      await expect(next.getByText(remark)).toBeVisible();
    }
    await next.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("Lobby2026b");
    await next.getByLabel("ยืนยันรหัสผ่านใหม่").fill("Lobby2026c");
    await next.getByLabel("ยืนยันรหัสผ่านใหม่").blur();
    await expect(next.getByText("กรุณากรอกรหัสผ่านให้ตรงกัน")).toBeVisible();
    await next.getByLabel("ยืนยันรหัสผ่านใหม่").fill("Lobby2026b");
    const pwReq = page.waitForRequest(apiPath("/reset-password/confirm-password"));
    await next.getByRole("button", { name: "บันทึกรหัสผ่าน" }).click();
    expect(bodyOf(await pwReq)).toMatchObject({ token: "rst_5f1c9a7e", otp: "123456", password: "Lobby2026b", password_confirmation: "Lobby2026b" });

    await dialog(page, "เปลี่ยนรหัสผ่านสำเร็จ").getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await expect(page).toHaveURL(/\/lobby\/login$/);
    await expect(dialog(page, "เข้าสู่ระบบ")).toBeVisible();
  });
});

test.describe("change password", () => {
  test("mismatch caught locally, server field errors under fields, then success", async ({ page, member: _, scenarios, guard }) => {
    await openLobby(page, "/lobby/?popup=ChangePassword");
    const form = dialog(page, "เปลี่ยนรหัสผ่าน");
    await form.getByRole("button", { name: "บันทึก" }).click();
    for (const message of ["กรุณากรอกรหัสผ่านเดิม", "กรุณากรอกรหัสผ่านใหม่", "กรุณายืนยันรหัสผ่าน"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.getByLabel("รหัสผ่านเดิม").fill("Lobby2026a");
    await form.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("Lobby2026b");
    await form.getByLabel("ยืนยันรหัสผ่านใหม่").fill("Lobby2026x");
    await expect(form.getByText("กรุณากรอกรหัสผ่านให้ตรงกัน")).toBeVisible();
    await form.getByLabel("ยืนยันรหัสผ่านใหม่").fill("Lobby2026b");

    guard.allow422("/customers/update-password");
    await scenarios.set("/customers/update-password", "fieldErrors", 422);
    await form.getByRole("button", { name: "บันทึก" }).click();
    await expect(form.getByText("รหัสผ่านเดิมไม่ถูกต้อง")).toBeVisible();
    await expect(form.getByLabel("รหัสผ่านเดิม")).toHaveAttribute("aria-invalid", "true");

    await scenarios.clear("/customers/update-password");
    const req = page.waitForRequest(apiPath("/customers/update-password"));
    await form.getByRole("button", { name: "บันทึก" }).click();
    expect(bodyOf(await req)).toEqual({ old_password: "Lobby2026a", password: "Lobby2026b", password_confirmation: "Lobby2026b" });
    await expect(form).toBeHidden();
    await expect(page.locator(".notice-success")).toContainText("เปลี่ยนรหัสผ่านสำเร็จ");
    await expect(page).toHaveURL(/\/lobby\/$/);
  });
});
