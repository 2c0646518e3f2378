import type { Page, Route } from "@playwright/test";
import { dialog, expect, openDepositWithPromotion, openLobby, test } from "./fixtures";

/**
 * Money answers read in full: success:false with its msg, a 200 without the created request, and
 * server field errors for fields the form does not have: answers the contract has no example of (a
 * 200 it refuses, other field errors), served here. The contract guard is told about the 422s asked for.
 * The refusals the contract names are played in the browser once, by their mock journeys in
 * journeys.spec.ts: the refused deposit cancel (deposit-cancel-refused; its words, the reference and
 * the request kept also in src/features/deposit/ui/process-popup.test.tsx) and the withdraw refused
 * with errors.phone then success:false (withdraw-refused).
 */
const answer = (status: number, json: unknown) => (route: Route) => route.fulfill({ status, json });
const isCreate = (url: URL) => /\/lobby\/api\/requests\/deposit\/(prepare|payment-gateway)$/.test(url.pathname);

async function depositForm(page: Page) {
  const form = await openDepositWithPromotion(page);
  await form.getByLabel("จำนวนเงิน").fill("500");
  return form;
}

test.describe("money answers read in full", () => {
  test.describe.configure({ timeout: 180_000 });
  test("deposit: a field error for a field the form lacks goes to the red list; amount stays under its field", async ({ page, member: _, guard }) => {
    guard.allow422("/requests/deposit");
    await page.route(isCreate, answer(422, { message: "The given data was invalid.", errors: { amount: ["ฝากขั้นต่ำ 100 บาท"], bank: ["ธนาคารปิดปรับปรุง"] } }));
    const form = await depositForm(page);
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    await expect(form.getByRole("alert").filter({ hasText: "ธนาคารปิดปรับปรุง" })).toBeVisible();
    await expect(form.getByLabel("จำนวนเงิน")).toHaveAccessibleDescription(/ฝากขั้นต่ำ 100 บาท/);
  });

  test("deposit: success:false shows its msg; a 200 without the request says so and the retry resumes instead of creating again", async ({
    page,
    member: _,
    scenarios,
  }) => {
    const creates: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && isCreate(new URL(r.url()))) creates.push(r.url());
    });
    let reply: ((route: Route) => Promise<void>) | null = answer(200, { success: false, msg: "ปิดรับฝากชั่วคราว" });
    await page.route(isCreate, (route) => (reply ? reply(route) : route.fallback()));
    const form = await depositForm(page);
    const submit = form.getByRole("button", { name: "ฝากเงิน", exact: true });
    await submit.click();
    await expect(form.getByRole("alert").filter({ hasText: "ปิดรับฝากชั่วคราว" })).toBeVisible();

    reply = answer(200, { success: true });
    await submit.click();
    // The contract refuses a created request without its data: the usual server-failure text.
    await expect(form.getByRole("alert").filter({ hasText: "ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง" })).toBeVisible();
    expect(creates).toHaveLength(2);

    // The deposit did reach the server: the profile now shows it pending.
    reply = null;
    await scenarios.set("/customers/profile", "pendingDepositBank");
    const reread = page.waitForResponse((r) => r.url().includes("/lobby/api/customers/profile"));
    await submit.click();
    await reread;
    await expect(dialog(page, "รายการฝากเงิน")).toBeVisible();
    expect(creates).toHaveLength(2);
  });

  test("account form: a field error for a field the form lacks joins the red list", async ({ page, member: _, guard }) => {
    guard.allow422("/customers/update-password");
    await page.route("**/lobby/api/customers/update-password", answer(422, { message: "invalid", errors: { phone: ["บัญชีนี้ถูกระงับ"] } }));
    await openLobby(page, "/lobby/?popup=ChangePassword");
    const form = dialog(page, "เปลี่ยนรหัสผ่าน");
    await form.getByLabel("รหัสผ่านเดิม").fill("Lobby2026a");
    await form.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("Lobby2026b");
    await form.getByLabel("ยืนยันรหัสผ่านใหม่").fill("Lobby2026b");
    await form.getByRole("button", { name: "บันทึก" }).click();
    await expect(form.getByRole("alert").filter({ hasText: "บัญชีนี้ถูกระงับ" })).toBeVisible();
  });
});
