import { expect, openLobby, test } from "./fixtures";

test.describe("flows that cross features", () => {
  test("a member without a bank adds one from the deposit popup, with their own session", async ({ page, member: _, scenarios }) => {
    await scenarios.set("/customers/profile", "memberNoBank");
    await openLobby(page, "/lobby/deposit");
    await page.getByRole("button", { name: "เพิ่มบัญชีธนาคาร" }).click();
    const form = page.getByRole("dialog");
    await form.getByText("ธนาคารกสิกรไทย").click();
    await form.getByLabel("เลขบัญชี").fill("0123456789");
    await form.getByLabel("ชื่อบัญชี").fill("สมชาย ใจดี");
    await form.getByLabel("ไอดีไลน์").fill("somchai");
    const request = page.waitForRequest((r) => r.url().endsWith("/lobby/api/register/bank-account"));
    await scenarios.set("/customers/profile", "memberWithBank");
    await form.getByRole("button", { name: "บันทึกบัญชีธนาคาร" }).click();
    const sent = await request;
    expect(sent.headers()["authorization"]).toBe("Bearer e2e-member-token");
    expect(sent.postDataJSON()).toMatchObject({ phone: "0812345678", bank: "kbank", account_number: "0123456789" });
    await expect(page.getByText("เพิ่มบัญชีธนาคารเรียบร้อย")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the info popup's change-password link opens the form", async ({ page, member: _ }) => {
    await openLobby(page, "/lobby/?info=info");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /เปลี่ยนรหัสผ่าน/ })
      .click();
    await expect(page.getByRole("dialog").getByLabel("รหัสผ่านเดิม")).toBeVisible();
  });

  test("below 20 baht the member bar explains that refreshing clears the turnover", async ({ page, member: _, scenarios }) => {
    await openLobby(page);
    await expect(page.getByTestId("member-bar").getByTestId("credit")).toHaveText("1,520.50");
    await expect(page.getByTestId("low-credit-hint")).toHaveCount(0);
    await scenarios.set("/customers/profile", "lowCredit");
    await page.reload();
    await expect(page.getByTestId("member-bar").getByTestId("low-credit-hint")).toHaveText("หากยอดเครดิตรวมต่ำกว่า 20 บาท กดรีเฟรชเพื่อล้างเทิร์นโอเวอร์");
  });
});
