import type { Locator, Page, Request } from "@playwright/test";
import { dialog, expect, openLobby, test } from "./fixtures";

/**
 * Issue 15, money: a deposit built around the amount, money states that say what happened and
 * what next, deposit and withdraw one tap away on a phone.
 */
const LINE_PREFILL = /^https:\/\/line\.me\/R\/oaMessage\/%40lobby\/\?/;

async function depositForm(page: Page): Promise<Locator> {
  await openLobby(page, "/lobby/deposit");
  await dialog(page, "แจ้งเตือนก่อนฝากเงิน").getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
  const form = dialog(page, "ฝากเงิน");
  await expect(form).toBeVisible();
  return form;
}

/** The body of the next deposit create. */
const nextCreate = (page: Page): Promise<Request> =>
  page.waitForRequest((r) => r.method() === "POST" && /\/requests\/deposit\/(prepare|payment-gateway)$/.test(r.url()));

/** One poll interval on the fake clock, then that poll's answer (see money.spec.ts). */
async function untilPolled(page: Page, outcome: Locator): Promise<void> {
  await expect(async () => {
    const answered = page.waitForResponse((r) => r.url().includes("/lobby/api/customers/profile"), { timeout: 5_000 }).catch(() => null);
    await page.clock.runFor(10_000);
    await answered;
    await expect(outcome).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 60_000 });
}

test.describe("deposit built around the amount", () => {
  test.describe.configure({ timeout: 180_000 });

  test("quick amount → promotion's range and live preview → submit sends that amount and the promotion id", async ({ page, member: _, scenarios }) => {
    const form = await depositForm(page);
    const quick = form.getByRole("group", { name: "ยอดฝากด่วน" });
    // The list comes from config.json (quickDepositAmounts).
    await expect(quick.getByRole("button")).toHaveText(["100", "300", "500", "1,000", "2,000", "5,000"]);
    await form.getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
    await dialog(page, "เลือกโปรโมชั่น").getByRole("button", { name: "เลือก ฝากแรกของวัน 10%" }).click();
    await expect(form.getByText("โปรโมชั่นนี้รับยอดฝากสูงสุด 10,000 บาท")).toBeVisible();
    // Percentages as "10%", multipliers as "3 เท่า", zero as "ไม่มี".
    await expect(form.getByRole("row", { name: /^โบนัส / })).toContainText("10%");
    await expect(form.getByRole("row", { name: /^เทิร์นโอเวอร์ / })).toContainText("3 เท่า");
    await expect(form.getByRole("row", { name: /โบนัสคงที่/ })).toContainText("ไม่มี");

    await quick.getByRole("button", { name: "500", exact: true }).click();
    await expect(form.getByLabel("จำนวนเงิน")).toHaveValue("500");
    await expect(quick.getByRole("button", { name: "500", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(form.getByTestId("deposit-preview")).toHaveText("ฝาก 500.00 → โบนัส 50.00, ต้องทำเทิร์น 1,650.00 ก่อนถอน");
    await expect(form.getByTestId("promo-warning")).toHaveCount(0);

    // Outside the range: a warning, the preview still honest about the cap.
    await form.getByLabel("จำนวนเงิน").fill("12000");
    await expect(form.getByTestId("promo-warning")).toContainText("เกินยอดฝากสูงสุดของโปรโมชั่น (10,000 บาท)");
    await expect(form.getByTestId("deposit-preview")).toContainText("โบนัส 1,000.00");

    await quick.getByRole("button", { name: "1,000", exact: true }).click();
    await expect(form.getByTestId("promo-warning")).toHaveCount(0);
    await scenarios.set("/customers/profile", "pendingDepositBank");
    const create = nextCreate(page);
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    expect((await create).postDataJSON()).toEqual({ amount: 1000, promotion_id: 2 });
    await expect(dialog(page, "รายการฝากเงิน")).toBeVisible();
  });

  test("declining a promotion is an explicit choice, sent as promotion_id 0; the choice stays required", async ({ page, member: _, scenarios }) => {
    const form = await depositForm(page);
    await form.getByRole("group", { name: "ยอดฝากด่วน" }).getByRole("button", { name: "300", exact: true }).click();
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    await expect(form.getByRole("alert").filter({ hasText: 'โปรโมชั่น: เลือกโปรโมชั่น หรือกด "ไม่รับโปรโมชั่น"' })).toBeVisible();

    await form.getByRole("button", { name: "ไม่รับโปรโมชั่น" }).click();
    await expect(form.getByTestId("promo-choice")).toHaveText("ไม่รับโปรโมชั่น (ไม่มีโบนัส)");
    await expect(form.getByRole("alert").filter({ hasText: "โปรโมชั่น:" })).toHaveCount(0);
    await expect(form.getByTestId("deposit-preview")).toHaveText("ฝาก 300.00 → ไม่มีโบนัส ไม่มีเทิร์นโปรโมชั่น");
    await expect(form.getByRole("table")).toHaveCount(0);

    await scenarios.set("/customers/profile", "pendingDepositBank");
    const create = nextCreate(page);
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    expect((await create).postDataJSON()).toEqual({ amount: 300, promotion_id: 0 });
    await expect(dialog(page, "รายการฝากเงิน")).toBeVisible();
  });

  test("the picker offers the decline too, and returns to the form with it", async ({ page, member: _ }) => {
    const form = await depositForm(page);
    await form.getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
    await dialog(page, "เลือกโปรโมชั่น").getByRole("button", { name: "ไม่รับโปรโมชั่น" }).click();
    await expect(form.getByTestId("promo-choice")).toHaveText("ไม่รับโปรโมชั่น (ไม่มีโบนัส)");
  });
});

/**
 * One browser case per result kind: the deleted deposit and the failed withdrawal, each found by the
 * poll on the built app, with LINE (the reference prefilled) and the way back to the form. The other
 * endings' words, references and next steps are held by component and model tests
 * (docs/testing.md, "Time budget"): the deposit time-out by src/features/deposit/model/deposit.test.ts,
 * the refused cancel by src/features/deposit/ui/process-popup.test.tsx (and in the browser by
 * money-answers.spec.ts), the withdraw tracking time-out by src/features/withdraw/model/withdraw.test.ts.
 */
test.describe("money states say what happened and what next", () => {
  test.describe.configure({ timeout: 180_000 });

  test("deposit deleted: what happened to the money, the reference, LINE with the reference, deposit again", async ({ page, member: _, scenarios }) => {
    await page.clock.install();
    await scenarios.set("/customers/profile", "pendingDepositBank");
    await openLobby(page);
    await expect(dialog(page, "รายการฝากเงิน")).toBeVisible();
    await scenarios.set("/customers/profile", "depositDeleted");
    const result = dialog(page, "ฝากเงินไม่สำเร็จ");
    await untilPolled(page, result);
    await expect(result).toContainText("ฝากเงินไม่สำเร็จ (ยอดเงินไม่ตรง)");
    await expect(result).toContainText("ยอดนี้ไม่ได้เติมเข้าเครดิตของท่าน");
    await expect(result.getByTestId("dialog-reference")).toHaveText("#9001");
    const line = result.getByRole("link", { name: "ติดต่อแอดมินทาง LINE" });
    await expect(line).toHaveAttribute("href", LINE_PREFILL);
    expect(decodeURIComponent((await line.getAttribute("href"))!.split("?")[1]!)).toBe("แจ้งปัญหารายการเลขอ้างอิง #9001");
    await expect(line).toHaveAttribute("target", "_blank");
    await scenarios.clear("/customers/profile");
    await result.getByRole("button", { name: "ฝากเงินอีกครั้ง" }).click();
    await expect(dialog(page, "แจ้งเตือนก่อนฝากเงิน")).toBeVisible();
    await expect(page).toHaveURL(/\/lobby\/deposit$/);
  });

  test("withdraw: 10-15 minutes first, the 30-minute limit as 'we keep checking', buttons that say what they do; failure's next steps", async ({
    page,
    member: _,
    scenarios,
  }) => {
    await page.clock.install();
    await scenarios.set("/customers/profile", "pendingWithdraw");
    await openLobby(page);
    const process = dialog(page, "กำลังดำเนินการถอนเงิน");
    await expect(process.getByTestId("countdown")).toBeVisible();
    const texts = await process.locator("p").allInnerTexts();
    expect(texts[0]).toBe("ระบบจะโอนเงินเข้าบัญชีของท่านภายใน 10-15 นาที");
    await expect(process).toContainText(/ระบบจะตรวจสอบสถานะให้ต่อไปอีกไม่เกิน: (30:00|29:5\d)/);
    await expect(process.getByTestId("process-reference")).toHaveText("#9101");
    await expect(process.getByRole("button", { name: "หยุดติดตามในเครื่องนี้" })).toBeVisible();
    await expect(process.getByText("การหยุดติดตามไม่ได้ยกเลิกการถอนเงิน")).toBeVisible();
    await expect(process.getByRole("button", { name: "ยกเลิกการติดตาม" })).toHaveCount(0);

    await scenarios.set("/customers/profile", "withdrawFailed");
    const result = dialog(page, "ถอนเงินไม่สำเร็จ");
    await untilPolled(page, result);
    await expect(result).toContainText("ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)");
    await expect(result).toContainText("ยอดนี้ไม่ได้โอนเข้าบัญชีธนาคารของท่าน");
    await expect(result.getByTestId("dialog-reference")).toHaveText("#9101");
    await expect(result.getByRole("link", { name: "ติดต่อแอดมินทาง LINE" })).toHaveAttribute("href", LINE_PREFILL);
    await scenarios.clear("/customers/profile");
    await result.getByRole("button", { name: "ถอนเงินอีกครั้ง" }).click();
    await expect(dialog(page, "ถอนเงิน")).toBeVisible();
  });

  test("history: the pending request on top with an amber 'รอดำเนินการ' badge; status and type as words and icons", async ({ page, member: _, scenarios }) => {
    await scenarios.set("/customers/profile", "pendingWithdraw");
    await openLobby(page);
    // The restored withdrawal opens its process popup; closing it keeps checking.
    await dialog(page, "กำลังดำเนินการถอนเงิน").getByRole("button", { name: "ปิดหน้าต่าง (ยังติดตามต่อ)" }).click();
    await page.getByTestId("bottom-nav").getByRole("link", { name: "ประวัติ" }).click();
    const pending = page.getByTestId("history-pending");
    await expect(pending).toBeVisible({ timeout: 15_000 });
    await expect(pending).toContainText("ถอนเงิน");
    await expect(pending).toContainText("300.00");
    const badge = pending.getByTestId("history-badge");
    await expect(badge).toHaveText("รอดำเนินการ");
    await expect(badge.locator("svg")).toHaveCount(1);
    // Amber, and on top of the finished items.
    expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 179, 71)");
    const list = page.getByRole("list", { name: "ข้อมูลฝาก-ถอน" });
    const finished = list.getByRole("listitem").first();
    const [top, next] = [await pending.boundingBox(), await finished.boundingBox()];
    expect(top!.y).toBeLessThan(next!.y);
    // A failed withdrawal: the word "ไม่สำเร็จ" and an icon say it, not only red.
    const failed = list.getByRole("listitem").and(page.locator("[data-type=withdraw]")).first();
    await expect(failed.getByTestId("history-badge")).toHaveText("ไม่สำเร็จ");
    await expect(failed.getByTestId("history-type").locator("svg")).toHaveCount(1);
  });
});

test.describe("deposit and withdraw one tap away on a phone", () => {
  test("member bar and bottom nav at 360 px in th, en and cn: one line per label, nothing cut", async ({ page, member: _ }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const lang of ["th", "en", "cn"] as const) {
      await openLobby(page, lang === "th" ? "/lobby/" : `/lobby/${lang}/`);
      const money = page.getByTestId("member-money");
      await expect(money.getByRole("button")).toHaveCount(2);
      await expect(money).toBeVisible();
      const nav = page.getByTestId("bottom-nav");
      await expect(nav).toHaveAttribute("data-role", "member");
      await expect(nav.locator("svg")).toHaveCount(5);
      const labels = await nav.locator("a > span").evaluateAll((spans) =>
        spans.map((s) => ({
          text: s.textContent,
          lines: s.getClientRects().length,
          height: s.getBoundingClientRect().height,
          cut: s.scrollWidth > s.clientWidth + 1,
        })),
      );
      expect(labels).toHaveLength(5);
      for (const l of labels) {
        expect(l, JSON.stringify(l)).toMatchObject({ lines: 1, cut: false });
        expect(l.height, JSON.stringify(l)).toBeLessThan(24);
      }
      const buttons = await money
        .getByRole("button")
        .evaluateAll((els) => els.map((b) => ({ h: b.getBoundingClientRect().height, cut: b.scrollWidth > b.clientWidth + 1 })));
      for (const b of buttons) expect(b).toMatchObject({ cut: false });
      for (const b of buttons) expect(b.h).toBeLessThan(56);
      await money.getByRole("button").nth(1).click();
      await expect(page).toHaveURL(lang === "th" ? /\/lobby\/withdraw$/ : new RegExp(`/lobby/${lang}/withdraw$`));
    }
  });

  test("turnover progress on the withdraw form and in the info tab", async ({ page, member: _ }) => {
    await openLobby(page, "/lobby/withdraw");
    const form = dialog(page, "ถอนเงิน");
    const bar = form.getByTestId("turnover-progress");
    await expect(bar).toContainText("1,250.50 / 3,000.00");
    await expect(bar.getByRole("progressbar", { name: "ความคืบหน้าเทิร์นโอเวอร์ 41%" })).toBeVisible();
    await page.goto("/lobby/?info=info");
    await expect(page.getByTestId("turnover-progress")).toContainText("1,250.50 / 3,000.00");
  });
});
