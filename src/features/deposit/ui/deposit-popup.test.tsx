import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { $session } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { memberProfile as profile } from "@/entities/profile/testing";
import { $selectedPromotionId, submitDepositFx } from "../model/deposit";
import { DepositPopup } from "./deposit-popup";

type Sent = { amount: number; promotion_id: number; recheck: boolean };

/** The popup in the app's providers, a member session, the profile in the cache, the submit recorded instead of sent. */
async function renderPopup({ promotionId = null as number | null, promotions = profile.promotions } = {}) {
  const sent: Sent[] = [];
  const app = await renderApp(<DepositPopup />, {
    namespaces: ["deposit", "form"],
    values: [
      [$session, { token: "t", expiresAt: Date.now() + 3_600_000 }],
      [$selectedPromotionId, promotionId],
    ],
    handlers: [
      [
        submitDepositFx,
        async (params: Sent) => {
          sent.push(params);
          return { request: { id: 9001, type: "deposit", amount: params.amount, created_at: "2026-11-22 14:10:00" }, gateway: false, startedAt: Date.now() };
        },
      ],
    ],
    queries: [[PROFILE_KEY, { data: { ...profile, promotions } }]],
  });
  return { ...app, sent };
}

// The shipped config (every brand field), with this test's one-tap amounts.
beforeAll(() => setRuntimeConfig(shippedConfig({ trialPageUrl: null, quickDepositAmounts: [200, 500, 1000] })));
afterEach(cleanup);

const form = async () => screen.findByRole("dialog", { name: "ฝากเงิน" });
const submit = (f: HTMLElement) => within(f).getByRole("button", { name: "ฝากเงิน" });

describe("deposit form", () => {
  it("a one-tap amount from the config fills the field; with a promotion it previews bonus and turnover; submit sends amount and id", async () => {
    const { sent, user } = await renderPopup({ promotionId: 2 });
    const f = await form();
    const quick = within(f).getByRole("group", { name: "ยอดฝากด่วน" });
    expect(
      within(quick)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["200", "500", "1,000"]);
    await user.click(within(quick).getByRole("button", { name: "500" }));
    expect(within(f).getByRole<HTMLInputElement>("textbox", { name: "จำนวนเงิน" }).value).toBe("500");
    expect(within(f).queryByText("ฝาก 500.00 → โบนัส 50.00, ต้องทำเทิร์น 1,650.00 ก่อนถอน")).not.toBeNull();
    expect(within(f).queryByText("โปรโมชั่นนี้รับยอดฝากสูงสุด 10,000 บาท")).not.toBeNull();
    expect(within(f).queryByRole("row", { name: /^โบนัส 10%$/ })).not.toBeNull();
    expect(within(f).queryByRole("row", { name: /^เทิร์นโอเวอร์ 3 เท่า$/ })).not.toBeNull();
    expect(within(f).queryByRole("row", { name: /^โบนัสคงที่ ไม่มี$/ })).not.toBeNull();
    await user.click(submit(f));
    expect(sent).toEqual([{ amount: 500, promotion_id: 2, recheck: false }]);
  });

  it("warns above the promotion's range as the amount is typed", async () => {
    const { user } = await renderPopup({ promotionId: 3 });
    const f = await form();
    await user.type(within(f).getByRole("textbox", { name: "จำนวนเงิน" }), "1,500");
    expect(within(f).getByTestId("promo-warning").textContent).toContain("เกินยอดฝากสูงสุดของโปรโมชั่น (100 บาท)");
    await user.clear(within(f).getByRole("textbox", { name: "จำนวนเงิน" }));
    await user.type(within(f).getByRole("textbox", { name: "จำนวนเงิน" }), "100");
    expect(within(f).queryByTestId("promo-warning")).toBeNull();
    expect(within(f).getByTestId("deposit-preview").textContent).toBe("ฝาก 100.00 → โบนัส 50.00, ไม่ต้องทำเทิร์น");
  });

  it("the choice is required while promotions are offered: nothing is sent until one is chosen or declined (sent as 0)", async () => {
    const { scope, sent, user } = await renderPopup();
    const f = await form();
    await user.click(submit(f));
    // The resolver is async: the messages come a render later (on a busy machine, after the click has returned).
    expect(await within(f).findByText("กรอกจำนวนเงิน")).toBeTruthy();
    expect(await within(f).findByText('โปรโมชั่น: เลือกโปรโมชั่น หรือกด "ไม่รับโปรโมชั่น"')).toBeTruthy();
    await user.type(within(f).getByRole("textbox", { name: "จำนวนเงิน" }), "๓๐๐");
    await user.click(submit(f));
    expect(sent).toEqual([]);
    await user.click(within(f).getByRole("button", { name: "ไม่รับโปรโมชั่น" }));
    expect(scope.getState($selectedPromotionId)).toBe(0);
    expect(within(f).getByTestId("deposit-preview").textContent).toBe("ฝาก 300.00 → ไม่มีโบนัส ไม่มีเทิร์นโปรโมชั่น");
    // The choice is validated again once the form has been submitted (the resolver is async): the message goes.
    await waitFor(() => expect(within(f).queryByText(/โปรโมชั่น: เลือก/)).toBeNull());
    await user.click(submit(f));
    expect(sent).toEqual([{ amount: 300, promotion_id: 0, recheck: false }]);
  });

  it("with no promotion on offer the form needs none and sends promotion_id 0", async () => {
    const { sent, user } = await renderPopup({ promotions: [] });
    const f = await form();
    expect(within(f).queryByRole("button", { name: "ไม่รับโปรโมชั่น" })).toBeNull();
    await user.type(within(f).getByRole("textbox", { name: "จำนวนเงิน" }), "abc");
    await user.click(submit(f));
    expect(within(f).queryByText("กรอกจำนวนเงินเป็นตัวเลขเท่านั้น")).not.toBeNull();
    await user.clear(within(f).getByRole("textbox", { name: "จำนวนเงิน" }));
    await user.type(within(f).getByRole("textbox", { name: "จำนวนเงิน" }), "250.50");
    await user.click(submit(f));
    expect(sent).toEqual([{ amount: 250.5, promotion_id: 0, recheck: false }]);
  });
});
