import { act, cleanup, screen, within } from "@testing-library/react";
import { allSettled } from "effector";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApiAuth, type Profile } from "@/shared/api";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { NotificationDialog } from "@/shared/ui/notification-dialog";
import { $session } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { memberProfile } from "@/entities/profile/testing";
import { completedProfile, pendingProfile } from "@/entities/pending-request/testing";
import { depositProcess } from "../model/deposit";
import { DepositProcessPopup } from "./process-popup";

// The cancel goes through the real API client to the contract's examples.
const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

const STARTED = Date.parse("2026-11-22T07:10:00Z");
const request = { id: 9001, type: "deposit", amount: 500 } as const;
const record = (gateway: boolean, qr_code: string | null = null, ref: string | null = gateway ? "DP9001" : null) => ({
  ...request,
  ref,
  qr_code,
  gateway,
  startedAt: STARTED,
});

/**
 * The process popup with a pending deposit in its scope. The clock (`nowFx`) and the status poll
 * (`pollFx`, a profile read the model tests cover through the query client) get handlers in
 * `fork`, so the test decides what time it is and what the server says; the cancel goes through
 * the real API client to the contract's examples, so the answer is read as the app reads it.
 */
async function renderProcess({
  locale = "th" as "th" | "en" | "cn",
  gateway = false,
  qr = null as string | null,
  ref = undefined as string | null | undefined,
  now = STARTED + 65_000,
  polls = [] as Profile[],
} = {}) {
  const answers = [...polls];
  const app = await renderApp(
    <>
      <DepositProcessPopup />
      <NotificationDialog />
    </>,
    {
      locale,
      namespaces: ["deposit"],
      path: "/deposit/process",
      values: [
        [$session, { token: "t", expiresAt: Date.now() + 3_600_000 }],
        [depositProcess.$pending, ref === undefined ? record(gateway, qr) : record(gateway, qr, ref)],
      ],
      handlers: [
        [depositProcess.nowFx, () => now],
        [depositProcess.pollFx, async () => answers.shift() ?? pendingProfile(request)],
      ],
      queries: [[PROFILE_KEY, { data: { ...memberProfile, payment_gateway_status: gateway } }]],
    },
  );
  // The clock's first reading, as `began` takes it.
  await act(() => allSettled(depositProcess.nowFx, { scope: app.scope }));
  return app;
}

beforeAll(() => {
  setRuntimeConfig(shippedConfig({}));
  // As the app's start wires the session's token into the client.
  configureApiAuth({ getToken: () => "member-token", onUnauthorized: () => undefined });
});
afterEach(cleanup);

const popup = () => screen.findByRole("dialog", { name: "รายการฝากเงิน" });

describe("deposit process popup", () => {
  it("bank transfer: destination bank, account name and number with a copy button, amount and the time left", async () => {
    const { user } = await renderProcess();
    const p = await popup();
    expect(within(p).queryByText("ธนาคารไทยพาณิชย์")).not.toBeNull();
    expect(within(p).queryByText("บจก. ลอบบี้ เพย์")).not.toBeNull();
    expect(within(p).getByTestId("to-account").textContent).toBe("4071234567");
    expect(within(p).getByTestId("process-amount").textContent).toBe("500.00");
    // 15 minutes from the start, 1 minute 5 seconds gone.
    expect(within(p).getByRole("timer").textContent).toBe("13:55");
    await user.click(within(p).getByRole("button", { name: "คัดลอกเลขที่บัญชี" }));
    expect(await within(p).findByRole("status")).toHaveProperty("textContent", "คัดลอกสำเร็จ");
    expect(await navigator.clipboard.readText()).toBe("4071234567");
    expect(within(p).queryByTestId("qr-area")).toBeNull();
  });

  it("bank transfer: the server's reference (else the id), the amount to copy as a bank app takes it; cancel is the secondary action", async () => {
    const { user } = await renderProcess({ ref: "DP-LIVE-9001" });
    const p = await popup();
    expect(within(p).getByTestId("process-reference").textContent).toBe("DP-LIVE-9001");
    await user.click(within(p).getByRole("button", { name: "คัดลอกจำนวนเงิน" }));
    expect(await navigator.clipboard.readText()).toBe("500.00");
    expect(within(p).getByRole("button", { name: "ยกเลิกรายการ" }).className).toContain("btn-secondary");
    expect(within(p).getByRole("button", { name: "ยืนยันการโอน" }).className).toContain("btn-gold");
    cleanup();
    await renderProcess();
    expect(within(await popup()).getByTestId("process-reference").textContent).toBe("#9001");
  });

  it.each([
    ["en", "Deposit", "Siam Commercial Bank", "Copy account number", "Copy amount", "Cancel deposit", "I have transferred"],
    ["cn", "存款", "汇商银行", "复制账号", "复制金额", "取消存款", "我已转账"],
  ] as const)(
    "bank transfer in %s: the bank's name in this language, the reference, both copy buttons, cancel secondary",
    async (locale, title, bank, copyAccount, copyAmount, cancel, confirm) => {
      const { user } = await renderProcess({ locale, ref: "DP-LIVE-9001" });
      const p = await screen.findByRole("dialog", { name: title });
      expect(within(p).queryByText(bank)).not.toBeNull();
      expect(within(p).getByTestId("process-reference").textContent).toBe("DP-LIVE-9001");
      await user.click(within(p).getByRole("button", { name: copyAccount }));
      expect(await navigator.clipboard.readText()).toBe("4071234567");
      await user.click(within(p).getByRole("button", { name: copyAmount }));
      expect(await navigator.clipboard.readText()).toBe("500.00");
      expect(within(p).getByRole("button", { name: cancel }).className).toContain("btn-secondary");
      expect(within(p).getByRole("button", { name: confirm }).className).toContain("btn-gold");
    },
  );

  it("gateway: the QR code with the payee and the reference, and no bank details", async () => {
    await renderProcess({ gateway: true, qr: "00020101021130" });
    const p = await popup();
    const qr = within(p).getByTestId("qr-area");
    expect(within(qr).queryByText("สแกน QR เพื่อชำระเงิน")).not.toBeNull();
    expect(within(qr).queryByRole("img", { name: "QR code สำหรับชำระเงิน" })).not.toBeNull();
    expect(within(qr).queryByText("LOBBY PAY CO.,LTD.")).not.toBeNull();
    expect(within(qr).queryByText("DP9001")).not.toBeNull();
    expect(within(qr).getByRole("timer").textContent).toBe("13:55");
    expect(within(p).queryByTestId("to-account")).toBeNull();
    expect(within(p).queryByRole("button", { name: "บันทึกรูปภาพ" })).not.toBeNull();
  });

  it("cancel: one POST to the request's cancel path, then the popup closes and says it was cancelled", async () => {
    api.answer({ cancelDeposit: "cancelled" });
    const { user } = await renderProcess();
    const p = await popup();
    const cancel = within(p).getByRole("button", { name: "ยกเลิกรายการ" });
    await user.click(cancel);
    const done = await screen.findByRole("dialog", { name: "แจ้งเตือน" });
    expect(within(done).queryByText("ยกเลิกรายการฝากเงินเรียบร้อย")).not.toBeNull();
    expect(screen.queryByRole("dialog", { name: "รายการฝากเงิน" })).toBeNull();
    expect(api.calls("cancelDeposit").map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(["POST /lobby/api/requests/deposit/9001/cancel"]);
  });

  it("a 500 on the cancel: 'deposit transaction timed out' (R-ERR-5, no server text), nothing raw", async () => {
    api.answer({ cancelDeposit: "serverError" });
    const { user } = await renderProcess();
    await user.click(within(await popup()).getByRole("button", { name: "ยกเลิกรายการ" }));
    const failed = await screen.findByRole("dialog", { name: "เกิดข้อผิดพลาด" });
    expect(within(failed).queryByText("รายการฝากเงินหมดเวลา")).not.toBeNull();
    expect(failed.textContent).not.toContain("Server Error");
    expect(api.calls("cancelDeposit")).toHaveLength(1);
  });

  it("a refused cancel shows the server's message, that the deposit is still tracked, the reference and LINE with it; the request stays on screen", async () => {
    api.answer({ cancelDeposit: "refused" });
    const { user } = await renderProcess();
    await user.click(within(await popup()).getByRole("button", { name: "ยกเลิกรายการ" }));
    const failed = await screen.findByRole("dialog", { name: "เกิดข้อผิดพลาด" });
    expect(within(failed).queryByText("รายการนี้กำลังตรวจสอบ ยกเลิกไม่ได้")).not.toBeNull();
    expect(within(failed).queryByText(/รายการฝากยังไม่ถูกยกเลิก ระบบยังติดตามผลให้/)).not.toBeNull();
    expect(within(failed).getByTestId("dialog-reference").textContent).toBe("#9001");
    const line = within(failed).getByRole("link", { name: "ติดต่อแอดมินทาง LINE" });
    expect(decodeURIComponent(line.getAttribute("href")!.split("?")[1]!)).toBe("แจ้งปัญหารายการเลขอ้างอิง #9001");
    expect(screen.queryByText("ยกเลิกรายการฝากเงินเรียบร้อย")).toBeNull();
    expect(screen.queryByRole("dialog", { name: "รายการฝากเงิน" })).not.toBeNull();
  });

  it("'confirm transfer' asks the server at once; the profile says completed: the popup closes, success with the amount, home", async () => {
    const { user, pathname } = await renderProcess({ polls: [completedProfile(request, "completed")] });
    await user.click(within(await popup()).getByRole("button", { name: "ยืนยันการโอน" }));
    const ok = await screen.findByRole("dialog", { name: "สำเร็จ" });
    expect(within(ok).queryByText("ฝากเงินสำเร็จ จำนวน 500.00 บาท")).not.toBeNull();
    expect(screen.queryByRole("dialog", { name: "รายการฝากเงิน" })).toBeNull();
    expect(pathname()).toBe("/");
  });

  it("the profile says deleted: the popup closes; the error names the cause, what happened to the money and the reference", async () => {
    const { user } = await renderProcess({ polls: [completedProfile(request, "deleted", "ยอดเงินไม่ตรง")] });
    await user.click(within(await popup()).getByRole("button", { name: "ยืนยันการโอน" }));
    const failed = await screen.findByRole("dialog", { name: "ฝากเงินไม่สำเร็จ" });
    expect(within(failed).queryByText("ฝากเงินไม่สำเร็จ (ยอดเงินไม่ตรง)")).not.toBeNull();
    expect(within(failed).queryByText(/ยอดนี้ไม่ได้เติมเข้าเครดิตของท่าน/)).not.toBeNull();
    expect(within(failed).getByTestId("dialog-reference").textContent).toBe("#9001");
    expect(within(failed).queryByRole("button", { name: "ฝากเงินอีกครั้ง" })).not.toBeNull();
    expect(screen.queryByRole("dialog", { name: "รายการฝากเงิน" })).toBeNull();
  });

  it("closing the popup keeps the request tracked (the countdown and poll are the model's)", async () => {
    const { user, scope } = await renderProcess();
    await user.click(within(await popup()).getByRole("button", { name: "ปิด" }));
    expect(scope.getState(depositProcess.$pending)).toMatchObject({ id: 9001 });
  });
});
