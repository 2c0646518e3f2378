import { expect, openLobby, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { withdrawCompleted } from "../src/dev/journeys";

/**
 * One poll interval on the fake clock, then that poll's answer. The clock never runs on while a
 * poll is in flight: the call's 20 s time-out runs on the same fake clock, and on a busy machine
 * two intervals fast-forwarded over a slow answer turned it into a time-out (a failed poll).
 */
async function pollInterval(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes("/lobby/api/customers/profile"), { timeout: 5_000 }).catch(() => null);
  await page.clock.runFor(10_000);
  await answered;
}

/** Poll intervals until `outcome` shows (a tick that finds a poll still in flight is skipped). */
async function untilPolled(page: Page, outcome: Locator): Promise<void> {
  await expect(async () => {
    await pollInterval(page);
    await expect(outcome).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 60_000 });
}

const PENDING_KEY = "lobby.pending-request";

async function openDeposit(page: Page) {
  await openLobby(page, "/lobby/deposit");
  const reminder = page.getByRole("dialog", { name: "แจ้งเตือนก่อนฝากเงิน" });
  await expect(reminder).toBeVisible();
  await reminder.getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
  return page.getByRole("dialog", { name: "ฝากเงิน" });
}

test.describe("money flows", () => {
  // Each waits for the poll on the fake clock (untilPolled: up to 60 s); time-outs only bound a failure.
  test.describe.configure({ timeout: 180_000 });
  test("deposit by bank transfer: promotion, validation, process, completion", async ({ page, member: _, scenarios }) => {
    await page.clock.install();
    const form = await openDeposit(page);
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    await expect(form.getByText("กรอกจำนวนเงิน")).toBeVisible();
    await form.getByLabel("จำนวนเงิน").fill("1,500.50");
    await form.getByLabel("จำนวนเงิน").press("Enter");
    await expect(form.getByRole("alert").filter({ hasText: 'โปรโมชั่น: เลือกโปรโมชั่น หรือกด "ไม่รับโปรโมชั่น"' })).toBeVisible();

    await form.getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
    const picker = page.getByRole("dialog", { name: "เลือกโปรโมชั่น" });
    await picker.getByRole("button", { name: "เลือก ฝาก 100 รับ 50" }).click();
    await expect(form.getByText("ฝาก 100 รับ 50")).toBeVisible();
    // 0 displays as 'none'; deposit_max is the top of the promotion's range.
    await expect(form.getByRole("row", { name: /^โบนัส / })).toContainText("ไม่มี");
    await expect(form.getByRole("row", { name: /ฝากสูงสุด/ })).toContainText("100.00");
    await expect(form.getByTestId("promo-warning")).toContainText("เกินยอดฝากสูงสุดของโปรโมชั่น (100 บาท)");

    const creates: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/requests/deposit/")) creates.push(`${new URL(r.url()).pathname} ${r.postData() ?? ""}`);
    });
    await scenarios.set("/customers/profile", "pendingDepositBank");
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).dblclick();
    const process = page.getByRole("dialog", { name: "รายการฝากเงิน" });
    await expect(process.getByTestId("to-account")).toHaveText("4071234567");
    await expect(process.getByText("ธนาคารไทยพาณิชย์")).toBeVisible();
    await expect(process.getByTestId("process-amount")).toHaveText("500.00");
    await expect(process.getByTestId("countdown")).toHaveText(/^(15:00|14:5\d)$/);
    expect(creates).toEqual(['/lobby/api/requests/deposit/prepare {"amount":1500.5,"promotion_id":3}']);

    // One minute, a poll interval at a time, letting each poll answer as it would in real life.
    for (let i = 0; i < 6; i++) await pollInterval(page);
    await expect(process.getByTestId("countdown")).toHaveText(/^(14:00|13:5\d)$/);
    await scenarios.set("/customers/profile", "depositCompleted");
    await untilPolled(page, page.getByRole("dialog").getByText("ฝากเงินสำเร็จ จำนวน 500.00 บาท"));
    await expect(page).toHaveURL(/\/lobby\/$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), PENDING_KEY)).toBeNull();
  });

  test("deposit deleted shows the cause; the server's rule message stays on the form", async ({ page, member: _, scenarios, guard }) => {
    await page.clock.install();
    await scenarios.set("/customers/profile", "promotionsEmpty");
    const form = await openDeposit(page);
    await form.getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
    await expect(page.getByText("- ไม่พบข้อมูล -")).toBeVisible();
    await page.getByRole("button", { name: "ย้อนกลับ" }).click();

    guard.allow422("/requests/deposit/prepare");
    await scenarios.set("/requests/deposit/prepare", "ruleMessage", 422);
    await form.getByLabel("จำนวนเงิน").fill("300");
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    await expect(form.getByRole("alert").filter({ hasText: "กรุณาฝากเงินครั้งแรกก่อนเล่นเกม" })).toBeVisible();
    await expect(form.getByLabel("จำนวนเงิน")).toHaveValue("300");

    await scenarios.clear("/requests/deposit/prepare");
    await scenarios.set("/customers/profile", "pendingDepositBank");
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "รายการฝากเงิน" })).toBeVisible();
    await scenarios.set("/customers/profile", "depositDeleted");
    await untilPolled(page, page.getByText("ฝากเงินไม่สำเร็จ (ยอดเงินไม่ตรง)"));
  });

  test("deposit by QR: save as image opens the slip, which survives a reload", async ({ page, member: _, scenarios }) => {
    await scenarios.set("/customers/profile", "pendingDepositQr");
    await openLobby(page);
    const process = page.getByRole("dialog", { name: "รายการฝากเงิน" });
    await expect(process.getByText("LOBBY PAY CO.,LTD.")).toBeVisible();
    await expect(process.getByText("REF9002")).toBeVisible();
    await expect(process.getByRole("img", { name: "QR code สำหรับชำระเงิน" })).toBeVisible();
    await process.getByRole("button", { name: "บันทึกรูปภาพ" }).click();
    // html2canvas clones the page: allow it a few seconds on a slow CI machine.
    await expect(page).toHaveURL(/\/lobby\/slip\?data=\d{8}_\d{6}$/, { timeout: 20_000 });
    const slip = page.getByRole("img", { name: "QR code สำหรับฝากเงิน" });
    await expect(slip).toHaveAttribute("src", /^data:image\/png;base64,/);
    await page.reload();
    await expect(slip).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect(page.getByRole("link", { name: "ดาวน์โหลดรูปภาพ" })).toHaveAttribute("download", /deposit_\d{8}_\d{6}\.png/);
    await page.goto("/lobby/slip?data=20200101_000000");
    await expect(page.getByRole("alert")).toContainText("ไม่พบรูปภาพสลิปนี้");
    await expect(page.getByRole("link", { name: "กลับหน้าแรก" })).toBeVisible();
  });

  test("QR image deposit completes", async ({ page, member: _, scenarios }) => {
    await page.clock.install();
    await scenarios.set("/customers/profile", "pendingDepositQrImage");
    await openLobby(page);
    const process = page.getByRole("dialog", { name: "รายการฝากเงิน" });
    await expect(process.getByRole("img", { name: "QR code สำหรับชำระเงิน" })).toHaveAttribute("src", /^data:image\/png/);
    await scenarios.set("/customers/profile", "depositQrCompleted");
    await untilPolled(page, page.getByText("ฝากเงินสำเร็จ จำนวน 500.00 บาท"));
  });

  test("reload with a pending deposit keeps the remaining time", async ({ page, member: _, scenarios }) => {
    await page.clock.install();
    await scenarios.set("/customers/profile", "pendingDepositBank");
    await openLobby(page);
    const process = page.getByRole("dialog", { name: "รายการฝากเงิน" });
    // The clock keeps running in real time too: allow a few seconds of drift.
    await expect(process.getByTestId("countdown")).toHaveText(/^(15:00|14:[45]\d)$/);
    await page.clock.runFor(5 * 60_000);
    await expect(process.getByTestId("countdown")).toHaveText(/^(10:00|09:[45]\d)$/);
    await page.reload();
    await expect(page.getByRole("dialog", { name: "รายการฝากเงิน" }).getByTestId("countdown")).toHaveText(/^(10:00|09:[45]\d)$/);
  });

  test("deposit countdown end cancels the request and says so", async ({ page, member: _, scenarios }) => {
    await page.clock.install();
    await scenarios.set("/customers/profile", "pendingDepositBank");
    const cancels: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/lobby/api/") && r.url().includes("/cancel")) cancels.push(new URL(r.url()).pathname);
    });
    await openLobby(page);
    await expect(page.getByRole("dialog", { name: "รายการฝากเงิน" })).toBeVisible();
    await page.clock.runFor(15 * 60_000);
    await expect(page.getByText("หมดเวลาการฝากเงิน รายการนี้ถูกยกเลิกแล้ว")).toBeVisible();
    expect(cancels).toEqual(["/lobby/api/requests/deposit/9001/cancel"]);
  });

  test("withdraw success", async ({ page, journeys }) => {
    await page.clock.install();
    // The journey a developer watches with ?journey=withdraw-completed: pending ×2, then completed.
    await journeys.play(withdrawCompleted);
    await openLobby(page, "/lobby/withdraw");
    const form = page.getByRole("dialog", { name: "ถอนเงิน" });
    await expect(form.getByText("ธนาคารกสิกรไทย")).toBeVisible();
    await expect(form.getByText("0123456789")).toBeVisible();
    // Turnover 1,250.50 of 3,000 in the default profile: the amount is not pre-filled, the turnover left shows.
    await expect(form.getByTestId("turnover-left")).toContainText("ยังต้องทำเทิร์นโอเวอร์อีก 1,749.50 บาท");
    await expect(form.getByLabel("จำนวนเงิน")).toHaveValue("");
    await form.getByLabel("จำนวนเงิน").fill("");
    await form.getByRole("button", { name: "ถอนเงิน", exact: true }).click();
    await expect(form.getByText("จำนวนเงินที่ต้องการถอน")).toBeVisible();
    await form.getByLabel("จำนวนเงิน").fill("300");
    await form.getByLabel("จำนวนเงิน").press("Enter");
    const process = page.getByRole("dialog", { name: "กำลังดำเนินการถอนเงิน" });
    await expect(process.getByTestId("process-amount")).toHaveText("300.00");
    await expect(process.getByTestId("countdown")).toHaveText(/^(30:00|29:5\d)$/);
    await untilPolled(page, page.getByText("ถอนเงินสำเร็จ จำนวน 300.00 บาท"));
    await expect(page).toHaveURL(/\/lobby\/$/);
    expect(journeys.answered.filter((a) => a.startsWith("getProfile")).slice(-3)).toEqual([
      "getProfile: pendingWithdraw",
      "getProfile: pendingWithdraw",
      "getProfile: withdrawCompleted",
    ]);
  });

  test("withdraw failure and never-deposited refusal", async ({ page, member: _, scenarios, guard }) => {
    await page.clock.install();
    await openLobby(page, "/lobby/withdraw");
    const form = page.getByRole("dialog", { name: "ถอนเงิน" });
    guard.allow422("/requests/withdraw");
    await scenarios.set("/requests/withdraw", "neverDeposited", 422);
    // Turnover is still owed on this member's promotion, so the amount is not pre-filled.
    await form.getByLabel("จำนวนเงิน").fill("300");
    await form.getByRole("button", { name: "ถอนเงิน", exact: true }).click();
    await expect(form.getByText("ลูกค้ายังไม่เคยฝากเงิน กรุณาลองใหม่ภายหลัง")).toBeVisible();
    await scenarios.clear("/requests/withdraw");
    await scenarios.set("/customers/profile", "pendingWithdraw");
    await form.getByRole("button", { name: "ถอนเงิน", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "กำลังดำเนินการถอนเงิน" })).toBeVisible();
    await scenarios.set("/customers/profile", "withdrawFailed");
    await untilPolled(page, page.getByText("ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)"));
  });

  test("no bank: deposit and withdraw ask to add one", async ({ page, member: _, scenarios }) => {
    await scenarios.set("/customers/profile", "memberNoBank");
    await openLobby(page, "/lobby/deposit");
    await expect(page.getByText("กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการฝากเงิน")).toBeVisible();
    await expect(page.getByRole("button", { name: "เพิ่มบัญชีธนาคาร" })).toBeVisible();
    await page.getByRole("button", { name: "ยกเลิก" }).click();
    await expect(page).toHaveURL(/\/lobby\/$/);
    await openLobby(page, "/lobby/withdraw");
    await expect(page.getByText("กรุณาเพิ่มบัญชีธนาคารก่อนทำรายการถอนเงิน")).toBeVisible();
  });
});
