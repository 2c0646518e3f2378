import { expect, type Locator, type Page } from "@playwright/test";
import { dialog, openLobby } from "../fixtures";

/** The guest account popups (login, registration, password reset) and the member's password change. */
export const PHONE = "0812345678";
export const PASSWORD = "Lobby2026a";

const registerStep1 = (page: Page): Locator => dialog(page, "สมัครสมาชิก");
const registerNext = (page: Page): Locator => registerStep1(page).getByRole("button", { name: "ถัดไป" });
const otpConfirm = (page: Page): Locator => dialog(page, "ยืนยันรหัส OTP").getByRole("button", { name: "ยืนยัน" });
const passwordNext = (page: Page): Locator => dialog(page, "ตั้งรหัสผ่าน").getByRole("button", { name: "ถัดไป" });
export const bankSubmit = (page: Page): Locator => dialog(page, "ข้อมูลบัญชีธนาคาร").getByRole("button", { name: "สมัครสมาชิก" });
export const resetSubmit = (page: Page): Locator => dialog(page, "ลืมรหัสผ่าน").getByRole("button", { name: "ขอรหัส OTP" });
export const resetSave = (page: Page): Locator => dialog(page, "ตั้งรหัสผ่านใหม่").getByRole("button", { name: "บันทึกรหัสผ่าน" });
export const changeSave = (page: Page): Locator => dialog(page, "เปลี่ยนรหัสผ่าน").getByRole("button", { name: "บันทึก" });

/** A password and its confirmation, both `value`. */
export async function fillNewPassword(scope: Locator, password: string, confirmation: string, value = PASSWORD): Promise<void> {
  await scope.getByLabel(password, { exact: true }).fill(value);
  await scope.getByLabel(confirmation, { exact: true }).fill(value);
}

/** Registration step 2 (password), reached with a valid phone. */
export async function toRegisterPassword(page: Page): Promise<Locator> {
  await openLobby(page, "/lobby/register");
  await registerStep1(page).getByLabel("เบอร์โทรศัพท์").fill(PHONE);
  await registerNext(page).click();
  await expect(dialog(page, "ตั้งรหัสผ่าน")).toBeVisible();
  return dialog(page, "ตั้งรหัสผ่าน");
}

/** Registration step 3 (bank account) with bank, account number and LINE id filled (the account name left to the caller). */
export async function toRegisterBank(page: Page): Promise<Locator> {
  const step2 = await toRegisterPassword(page);
  await fillNewPassword(step2, "รหัสผ่าน", "ยืนยันรหัสผ่าน");
  await passwordNext(page).click();
  const bank = dialog(page, "ข้อมูลบัญชีธนาคาร");
  await bank.getByText("ธนาคารกสิกรไทย").click();
  await bank.getByLabel("เลขบัญชี").fill("0123456789");
  await bank.getByLabel("ไอดีไลน์").fill("somchai.j");
  return bank;
}

/** Forgot password, the phone filled. */
export async function toResetStart(page: Page): Promise<Locator> {
  await openLobby(page, "/lobby/forgetpassword");
  await dialog(page, "ลืมรหัสผ่าน").getByLabel("เบอร์โทรศัพท์").fill(PHONE);
  return dialog(page, "ลืมรหัสผ่าน");
}

/** Reset step 2 (OTP). */
export async function toResetOtp(page: Page): Promise<Locator> {
  await toResetStart(page);
  await resetSubmit(page).click();
  await expect(dialog(page, "ยืนยันรหัส OTP")).toBeVisible();
  return dialog(page, "ยืนยันรหัส OTP");
}

/** Reset step 3 (new password), both passwords filled. */
export async function toResetNew(page: Page): Promise<Locator> {
  const otp = await toResetOtp(page);
  await otp.getByLabel("รหัส OTP").fill("123456");
  await otpConfirm(page).click();
  const next = dialog(page, "ตั้งรหัสผ่านใหม่");
  await fillNewPassword(next, "รหัสผ่านใหม่", "ยืนยันรหัสผ่านใหม่");
  return next;
}
