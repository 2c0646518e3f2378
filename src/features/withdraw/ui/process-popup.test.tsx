import { act, cleanup, screen, within } from "@testing-library/react";
import { allSettled } from "effector";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, type Profile } from "@/shared/api";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { NotificationDialog } from "@/shared/ui/notification-dialog";
import { $session } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { memberProfile } from "@/entities/profile/testing";
import { completedProfile, pendingProfile } from "@/entities/pending-request/testing";
import { withdrawProcess } from "../model/withdraw";
import { WithdrawProcessPopup } from "./process-popup";
import styles from "./process-popup.module.css";

// Withdrawals have no cancel call: any request from this popup is a bug. The contract's mock
// records every request the app's client sends.
const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

const STARTED = Date.parse("2026-11-22T07:10:00Z");
const request = { id: 9101, type: "withdraw", amount: 1500 } as const;

/**
 * The popup with a pending withdrawal in its scope. The clock (`nowFx`) and the status poll
 * (`pollFx`, a profile read) get handlers in `fork`: the test says what time it is and what the
 * server answers, in turn (an Error is a failed check).
 */
async function renderProcess({ now = STARTED + 5 * 60_000, polls = [] as Array<Profile | Error>, locale = "th" as "th" | "en" | "cn" } = {}) {
  const answers = [...polls];
  let polled = 0;
  const app = await renderApp(
    <>
      <WithdrawProcessPopup />
      <NotificationDialog />
    </>,
    {
      locale,
      namespaces: ["withdraw"],
      path: "/withdraw",
      values: [
        [$session, { token: "t", expiresAt: Date.now() + 3_600_000 }],
        [withdrawProcess.$pending, { ...request, ref: null, qr_code: null, gateway: false, startedAt: STARTED }],
      ],
      handlers: [
        [withdrawProcess.nowFx, () => now],
        [
          withdrawProcess.pollFx,
          async () => {
            polled++;
            const next = answers.shift() ?? pendingProfile(request);
            if (next instanceof Error) throw next;
            return next;
          },
        ],
      ],
      queries: [[PROFILE_KEY, { data: memberProfile }]],
    },
  );
  await act(() => allSettled(withdrawProcess.nowFx, { scope: app.scope }));
  return { ...app, polls: () => polled };
}

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(cleanup);

const popup = () => screen.findByRole("dialog", { name: "กำลังดำเนินการถอนเงิน" });

describe("withdraw process popup", () => {
  it("the expected 10-15 minutes (kept on one line), the amount, how long checking goes on, the reference", async () => {
    await renderProcess();
    const p = await popup();
    expect(within(p).getByText("ระบบจะโอนเงินเข้าบัญชีของท่านภายใน", { exact: false }).textContent).toBe("ระบบจะโอนเงินเข้าบัญชีของท่านภายใน 10-15 นาที");
    // The range is its own element carrying the module's no-wrap class (jsdom lays nothing out).
    expect(within(p).getByText("10-15").className).toBe(styles.nowrap);
    expect(within(p).getByTestId("process-amount").textContent).toBe("1,500.00");
    // 30 minutes from the start, 5 gone.
    expect(within(p).getByRole("timer").textContent).toBe("25:00");
    expect(within(p).getByTestId("process-reference").textContent).toBe("#9101");
    expect(within(p).queryByText("การหยุดติดตามไม่ได้ยกเลิกการถอนเงิน")).not.toBeNull();
  });

  it("'stop checking' forgets the request on this device only: no request sent, popup gone, home", async () => {
    const { user, scope, pathname } = await renderProcess();
    await user.click(within(await popup()).getByRole("button", { name: "หยุดติดตามในเครื่องนี้" }));
    expect(scope.getState(withdrawProcess.$pending)).toBeNull();
    expect(screen.queryByRole("dialog", { name: "กำลังดำเนินการถอนเงิน" })).toBeNull();
    expect(pathname()).toBe("/");
    expect(api.log()).toEqual([]);
  });

  it("'close (still checking)' goes home and keeps the request tracked", async () => {
    const { user, scope, pathname } = await renderProcess();
    await user.click(within(await popup()).getByRole("button", { name: "ปิดหน้าต่าง (ยังติดตามต่อ)" }));
    expect(pathname()).toBe("/");
    expect(scope.getState(withdrawProcess.$pending)).toMatchObject({ id: 9101 });
  });

  it("a failed check says so with a retry; the retry asks again and the completed answer closes it with success", async () => {
    const { user, scope, polls, pathname } = await renderProcess({ polls: [new ApiError("network", 0, {}, []), completedProfile(request, "completed")] });
    const p = await popup();
    // The model's 10-second poll, at once.
    await act(() => allSettled(withdrawProcess.checkNow, { scope }));
    const failed = await within(p).findByRole("alert");
    expect(within(failed).queryByText("ตรวจสอบสถานะรายการไม่สำเร็จ กรุณาลองอีกครั้ง")).not.toBeNull();
    expect(polls()).toBe(1);
    await user.click(within(failed).getByRole("button", { name: "ลองอีกครั้ง" }));
    const ok = await screen.findByRole("dialog", { name: "สำเร็จ" });
    expect(within(ok).queryByText("ถอนเงินสำเร็จ จำนวน 1,500.00 บาท")).not.toBeNull();
    expect(polls()).toBe(2);
    expect(screen.queryByRole("dialog", { name: "กำลังดำเนินการถอนเงิน" })).toBeNull();
    expect(pathname()).toBe("/");
  });

  it("the profile says the withdrawal failed: the error with the cause, what happened to the money, the reference", async () => {
    const { scope } = await renderProcess({ polls: [completedProfile(request, "deleted", "บัญชีไม่ถูกต้อง")] });
    await popup();
    await act(() => allSettled(withdrawProcess.checkNow, { scope }));
    const failed = await screen.findByRole("dialog", { name: "ถอนเงินไม่สำเร็จ" });
    expect(within(failed).queryByText("ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)")).not.toBeNull();
    expect(within(failed).queryByText(/ยอดนี้ไม่ได้โอนเข้าบัญชีธนาคารของท่าน/)).not.toBeNull();
    expect(within(failed).getByTestId("dialog-reference").textContent).toBe("#9101");
    expect(within(failed).queryByRole("button", { name: "ถอนเงินอีกครั้ง" })).not.toBeNull();
    expect(screen.queryByRole("dialog", { name: "กำลังดำเนินการถอนเงิน" })).toBeNull();
  });

  it.each([
    ["en", "completed", "Withdrawal successful: 1,500.00 baht", "The money is now in your bank account."],
    ["en", "deleted", "Withdrawal failed (Invalid account)", "Nothing was paid to your bank account: a refused withdrawal goes back to your game credit."],
    ["cn", "completed", "提款成功：1,500.00 泰铢", "款项已转入您的银行账户。"],
    ["cn", "deleted", "提款失败（Invalid account）", "未向您的银行账户付款：未成功的提款会退回游戏余额。"],
  ] as const)("%s, %s: the result says where the money is now, with the reference", async (locale, status, result, where) => {
    const { scope } = await renderProcess({ locale, polls: [completedProfile(request, status, status === "deleted" ? "Invalid account" : undefined)] });
    await act(() => allSettled(withdrawProcess.checkNow, { scope }));
    const dialog = (await screen.findByText(result)).closest("dialog")!;
    expect(within(dialog).queryByText(where, { exact: false })).not.toBeNull();
    expect(within(dialog).getByTestId("dialog-reference").textContent).toBe("#9101");
  });
});
