import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Profile } from "@/shared/api";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import type { Locale } from "@/shared/i18n";
import { renderApp } from "@/shared/testing";
import { $popupMode } from "@/shared/popup";
import { memberProfile, profileWith } from "@/entities/profile/testing";
import { $profileReady } from "../model/withdraw";
import { WithdrawPopup } from "./withdraw-popup";

// A submit goes through the real API client to the contract's examples (the form cases send nothing).
const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

const promotion = (turnover: number, turnover_needed: number) => ({
  name: "โบนัสสมาชิกใหม่ 50%",
  turnover,
  turnover_needed,
  turnover_updated_at: "2026-11-22 14:05:31",
});

/** The form on a refreshed profile (the model's refresh is the flow tests' subject). */
async function renderForm(profile: Profile, locale: Locale = "th") {
  await renderApp(<WithdrawPopup />, {
    locale,
    namespaces: ["withdraw"],
    path: locale === "th" ? "/withdraw" : `/${locale}/withdraw`,
    member: { profile },
    values: [[$profileReady, true]],
  });
  return screen.findByRole("dialog");
}
const amount = (dialog: HTMLElement) => within(dialog).getByRole("textbox", { name: /จำนวนเงิน|Amount|金额/ }) as HTMLInputElement;

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(cleanup);

describe("withdraw form: no amount the server will refuse", () => {
  it("turnover 600 of 2,400 with credit 1,520: the turnover still needed before the amount, no pre-fill, and the player can still type", async () => {
    const dialog = await renderForm(profileWith({ current_promotion: promotion(600, 2400), games: [{ credit: 1520.5 }] }));
    const note = within(dialog).getByTestId("turnover-left");
    expect(note.textContent).toBe(
      "ยังต้องทำเทิร์นโอเวอร์อีก 1,800.00 บาท จึงจะถอนเงินได้ระบบอาจปฏิเสธการถอนจนกว่าจะทำเทิร์นโอเวอร์ครบ จึงยังไม่ได้กรอกยอดถอนให้ ท่านยังกรอกยอดและลองถอนได้",
    );
    const field = amount(dialog);
    expect(field.value).toBe("");
    // Shown before the amount, in reading order.
    expect(note.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "ถอนเงิน" })).toHaveProperty("disabled", false);
  });

  it("turnover complete, or no promotion: the integer part of the credit (R-VAL-5), no warning", async () => {
    let dialog = await renderForm(profileWith({ current_promotion: promotion(2400, 2400), games: [{ credit: 1520.5 }] }));
    expect(amount(dialog).value).toBe("1520");
    expect(within(dialog).queryByTestId("turnover-left")).toBeNull();
    cleanup();
    dialog = await renderForm(profileWith({ current_promotion: null, games: [{ credit: 980.99 }] }));
    expect(amount(dialog).value).toBe("980");
  });

  it.each([
    ["negative", -250],
    ["below one baht", 0.75],
    ["absurd", 1e308],
  ])("a %s credit never pre-fills the amount", async (_, credit) => {
    const dialog = await renderForm(profileWith({ games: [{ credit }] }));
    expect(amount(dialog).value).toBe("");
  });

  it("an unknown credit (no wallet) never pre-fills the amount", async () => {
    const dialog = await renderForm(profileWith({ games: [] }));
    expect(amount(dialog).value).toBe("");
  });

  it.each([
    ["en", "Turnover still needed before you can withdraw: 1,800.00 baht"],
    ["cn", "提款前还需完成流水 1,800.00 泰铢"],
  ] as const)("%s: the turnover still needed", async (locale, text) => {
    const dialog = await renderForm(profileWith({ current_promotion: promotion(600, 2400) }), locale);
    expect(within(dialog).getByTestId("turnover-left").textContent).toContain(text);
  });
});

describe("withdraw form: a failed create", () => {
  it("withdraw, a 500: the failure in the form, the amount kept; the retry asks the server first and resumes the request it shows pending", async () => {
    api.answer({ createWithdraw: "serverError" });
    const { user, scope } = await renderApp(<WithdrawPopup />, {
      path: "/withdraw",
      namespaces: ["withdraw", "form"],
      member: { profile: memberProfile },
      values: [[$profileReady, true]],
    });
    const dialog = await screen.findByRole("dialog", { name: "ถอนเงิน" });
    const amount = within(dialog).getByRole<HTMLInputElement>("textbox", { name: "จำนวนเงิน" });
    await user.clear(amount);
    await user.type(amount, "300");
    const submit = within(dialog).getByRole("button", { name: "ถอนเงิน" });
    await user.click(submit);
    const list = await within(dialog).findByRole("alert", {}, { timeout: 15_000 });
    expect(list.textContent).toBe("ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง");
    expect(amount.value).toBe("300");
    await waitFor(() => expect(submit.getAttribute("aria-busy")).not.toBe("true"));
    expect(submit).toHaveProperty("disabled", false);
    // The create's fate is unknown: the server now shows a pending withdrawal, which the retry resumes.
    api.answer({ getProfile: "pendingWithdraw" });
    await user.click(submit);
    await waitFor(() => expect(scope.getState($popupMode)).toBe("WithdrawProcess"));
    expect(api.calls("getProfile").length).toBeGreaterThan(0);
    expect(api.calls("createWithdraw"), "no second create").toHaveLength(1);
  });
});
