import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ExampleNames, Profile } from "@/shared/api";
import { getRuntimeConfig, setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { contractExample } from "@/shared/api-mock";
import { NotificationDialog } from "@/shared/ui/notification-dialog";
import { $popupMode } from "@/shared/popup";
import { useProfile } from "@/entities/profile";
import { InformationPopup } from "./information-popup";

// Opening the popup refreshes the profile and the referral tab reads GET /customers/referral:
// both go through the real API client (its contract check included) to the contract's examples.
const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

/** GET /customers/profile answers the contract's member with these fields changed. */
const profileAnswers = (fields: Partial<Profile>) =>
  api.answer({ getProfile: { example: "memberWithBank", body: ({ data }) => ({ data: { ...data, ...fields } }) } });

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(cleanup);

/** Reads the profile as the app's header does (its credit): an open observer refetches what is invalidated. */
function ProfileReader() {
  useProfile();
  return null;
}

async function renderInfo({ profile = {} as Partial<Profile>, tab = "", example = undefined as ExampleNames["getProfile"] | undefined, header = false } = {}) {
  if (example) api.answer({ getProfile: example });
  else profileAnswers(profile);
  const app = await renderApp(
    <>
      <InformationPopup />
      <NotificationDialog />
      {header ? <ProfileReader /> : null}
    </>,
    {
      namespaces: ["information"],
      path: tab ? `/?info=${tab}` : "/",
      member: true,
    },
  );
  const popup = await screen.findByRole("dialog", { name: "ข้อมูลสมาชิก" });
  const tabs = within(popup).getByRole("tablist", { name: "หมวดข้อมูลสมาชิก" });
  const panel = () => within(popup).getByRole("tabpanel");
  return { ...app, popup, tabs, panel };
}
/** The tab panel scrolls (the app's stylesheet) and has a height (jsdom lays nothing out): the virtual list shows its rows. */
function scrollingPanel() {
  const sheet = document.head.appendChild(document.createElement("style"));
  sheet.textContent = "[role=tabpanel] { overflow-y: auto; }";
  const height = vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
  return {
    restore: () => {
      sheet.remove();
      height.mockRestore();
    },
  };
}
/** The message dialog (the app's NotificationDialog) is open with this text. */
async function messageShown(text: string) {
  const message = await screen.findByText(text, {}, { timeout: 15_000 });
  const dialog = message.closest("dialog");
  expect(dialog?.hasAttribute("open")).toBe(true);
  return dialog!;
}
/** "OK" once the message dialog takes taps (its arm delay), and the dialog is gone. */
async function closeMessage(dialog: HTMLElement) {
  const ok = within(dialog).getByRole("button", { name: "ตกลง" });
  await waitFor(() => expect(ok.matches(":disabled")).toBe(false));
  fireEvent.click(ok);
  await waitFor(() => expect(dialog.hasAttribute("open")).toBe(false));
}
/** The request's path and query, as the app sent it (below /lobby/api). */
const sent = (r: Request) => {
  const url = new URL(r.url);
  return url.pathname.replace(/^.*\/customers\//, "/customers/") + url.search;
};
const selected = (tabs: HTMLElement) => within(tabs).getByRole("tab", { selected: true }).textContent;

describe("information popup tabs", () => {
  it("five tabs in the spec's order; arrow keys, Home and End move the selection and the focus, wrapping at the ends", async () => {
    const { user, tabs } = await renderInfo();
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["ข้อมูลส่วนตัว", "ข้อมูลฝาก-ถอน", "กิจกรรม", "แนะนำเพื่อน", "ข่าวสาร"]);
    expect(selected(tabs)).toBe("ข้อมูลส่วนตัว");
    const first = within(tabs).getByRole("tab", { name: "ข้อมูลส่วนตัว" });
    // Only the selected tab is in the Tab order.
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.tabIndex),
    ).toEqual([0, -1, -1, -1, -1]);
    first.focus();
    await user.keyboard("{ArrowRight}");
    expect(selected(tabs)).toBe("ข้อมูลฝาก-ถอน");
    expect(document.activeElement?.textContent).toBe("ข้อมูลฝาก-ถอน");
    await user.keyboard("{End}");
    expect(selected(tabs)).toBe("ข่าวสาร");
    await user.keyboard("{ArrowRight}");
    expect(selected(tabs)).toBe("ข้อมูลส่วนตัว");
    await user.keyboard("{ArrowLeft}");
    expect(selected(tabs)).toBe("ข่าวสาร");
    expect(document.activeElement?.textContent).toBe("ข่าวสาร");
    await user.keyboard("{Home}");
    expect(selected(tabs)).toBe("ข้อมูลส่วนตัว");
  });

  it("info tab: the refreshed profile's phone, customer id, credit and bank account", async () => {
    const { panel } = await renderInfo({ profile: { games: [{ credit: 1520.5 }], current_promotion: null } });
    await waitFor(() => expect(within(panel()).queryByText("0812345678")).not.toBeNull());
    expect(within(panel()).queryByText("lb0812345678")).not.toBeNull();
    expect(within(panel()).queryByText("1,520.50")).not.toBeNull();
    expect(within(panel()).queryByText("0123456789")).not.toBeNull();
    expect(within(panel()).queryByText("ไม่มีโปรโมชั่น")).not.toBeNull();
    expect(api.calls("getProfile")).toHaveLength(1);
  });

  it("info tab: the bank from the full table (trimmed, lower-cased code) in the page's language; an unknown code as itself", async () => {
    const first = await renderInfo({ profile: { bank: " TMB " } });
    await waitFor(() => expect(within(first.panel()).queryByText("ธนาคารทหารไทยธนชาต")).not.toBeNull());
    expect(within(first.panel()).getByTestId("bank-logo").dataset.bank).toBe("tmb");
    cleanup();
    const second = await renderInfo({ profile: { bank: "pp01" } });
    await waitFor(() => expect(within(second.panel()).queryByText("พร้อมเพย์")).not.toBeNull());
    cleanup();
    const third = await renderInfo({ profile: { bank: "lbank" } });
    await waitFor(() => expect(within(third.panel()).queryByText("lbank")).not.toBeNull());
  });

  it("info tab before the first deposit and without a bank: 'waiting for deposit' and the add-bank prompt", async () => {
    const { panel } = await renderInfo({ profile: { username: null, bank: null, account_number: null, name: null } });
    await waitFor(() => expect(within(panel()).queryByText("รอฝากเงิน")).not.toBeNull());
    // No customer id yet: nothing to copy.
    expect(within(panel()).queryByRole("button", { name: "คัดลอกรหัสลูกค้า" })).toBeNull();
    expect(within(panel()).queryByText("คุณยังไม่ได้เพิ่มบัญชีธนาคาร กรุณาเพิ่มบัญชีเพื่อฝาก-ถอนเงิน")).not.toBeNull();
  });

  it("history tab: the pending request above the list; with nothing at all, 'no item'", async () => {
    const pending: Partial<Profile> = {
      pending_request: { id: 9001, type: "deposit", amount: 500, created_at: "2026-11-22 14:10:00", ref: "DP-LIVE-9001" },
      history: [],
    };
    const first = await renderInfo({ profile: pending, tab: "history" });
    expect(selected(first.tabs)).toBe("ข้อมูลฝาก-ถอน");
    await waitFor(() => expect(within(first.panel()).queryByText("รอดำเนินการ")).not.toBeNull());
    expect(within(first.panel()).getByTestId("history-reference").textContent).toBe("DP-LIVE-9001");
    cleanup();
    const { panel } = await renderInfo({ profile: { history: [] }, tab: "history" });
    await waitFor(() => expect(within(panel()).queryByText("ไม่มีรายการ")).not.toBeNull());
  });

  it("history tab: every item shown, an unknown type with the neutral label; an unreadable one dropped and counted", async () => {
    const sheet = scrollingPanel();
    const item = { bonus: 0, status: "completed", deleted_cause: null, deleted_at: null, created_at: "2026-11-21 19:42:10" };
    const history = [
      { ...item, id: 1, type: "deposit", amount: 1000, ref: "DP-LIVE-1" },
      { ...item, id: 2, type: "refund", amount: 250.5 },
      { ...item, id: 3, type: "adjust", amount: 40, status: "deleted", deleted_cause: "ปรับยอดผิด" },
      { ...item, id: 4, type: "withdraw", amount: "800" },
      { ...item, id: 5, type: "bonus", amount: 12, created_at: "yesterday" },
    ];
    // Items 4 and 5 break the contract on purpose (an amount as text, an unreadable date).
    const { panel } = await renderInfo({ profile: { history } as unknown as Partial<Profile>, tab: "history" });
    await within(panel()).findByText("1,000.00");
    const rows = within(panel()).getAllByRole("listitem");
    expect(rows.map((r) => r.dataset.type)).toEqual(["deposit", "refund", "adjust"]);
    // The server's reference where it sent one, else the id.
    expect(
      within(panel())
        .getAllByTestId("history-reference")
        .map((r) => r.textContent),
    ).toEqual(["DP-LIVE-1", "#2", "#3"]);
    expect(within(rows[1]!).queryByText("รายการอื่น")).not.toBeNull();
    expect(within(rows[1]!).queryByText("250.50")).not.toBeNull();
    expect(within(rows[1]!).queryByText("สำเร็จ")).not.toBeNull();
    expect(within(rows[2]!).queryByText("ไม่สำเร็จ")).not.toBeNull();
    expect(within(rows[2]!).queryByText("ปรับยอดผิด")).not.toBeNull();
    // Neither green nor red: the colour says deposit or withdraw only.
    expect(within(rows[1]!).getByText("250.50").className).toBe("");
    expect(within(panel()).getByRole("note").textContent).toBe("มี 2 รายการที่แสดงไม่ได้ (อ่านจำนวนเงินหรือวันที่ไม่ได้) หากประวัติไม่ตรงกับเครดิต กรุณาติดต่อเจ้าหน้าที่");
    sheet.restore();
  });

  it("history tab: an impossible date within the contract's pattern (2026-02-31) shows '—', not a rolled-over date; the item is still listed", async () => {
    const sheet = scrollingPanel();
    const item = { bonus: 0, status: "completed", deleted_cause: null, deleted_at: null, created_at: "2026-11-21 19:42:10" };
    const history = [
      { ...item, id: 1, type: "deposit", amount: 1000 },
      { ...item, id: 2, type: "withdraw", amount: 300, created_at: "2026-02-31 10:00:00" },
    ];
    const { panel } = await renderInfo({ profile: { history } as Partial<Profile>, tab: "history" });
    await within(panel()).findByText("1,000.00");
    const rows = within(panel()).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).queryByText("—")).not.toBeNull();
    expect(within(panel()).queryByText(/03\/03\/26/)).toBeNull();
    expect(within(panel()).queryByRole("note")).toBeNull();
    sheet.restore();
  });

  it.each([
    ["en", "Other", "Complete", "Could not show 1 of your history items"],
    ["cn", "其他", "成功", "有 1 条记录无法显示"],
  ] as const)("history tab in %s: the spec's number and date formats, the neutral label and the dropped-item note", async (locale, label, status, note) => {
    const sheet = scrollingPanel();
    const item = { bonus: 0, status: "completed", deleted_cause: null, deleted_at: null, created_at: "2026-11-21 19:42:10" };
    // The second item breaks the contract on purpose (no amount).
    profileAnswers({
      history: [
        { ...item, id: 1, type: "refund", amount: 1250.5 },
        { ...item, id: 2, type: "deposit" },
      ],
    } as unknown as Partial<Profile>);
    const { popup } = await renderApp(<InformationPopup />, {
      namespaces: ["information"],
      locale,
      path: `/${locale}/?info=history`,
      member: true,
    }).then(async (app) => ({ ...app, popup: await screen.findByRole("dialog") }));
    await waitFor(() => expect(within(popup).queryByText(label)).not.toBeNull());
    // The same figures and dates as in Thai, whatever the language.
    expect(within(popup).queryByText("1,250.50")).not.toBeNull();
    expect(within(popup).queryByText("21/11/26 19:42:10")).not.toBeNull();
    expect(within(popup).queryByText(status)).not.toBeNull();
    expect(within(popup).getByRole("note").textContent).toContain(note);
    sheet.restore();
  });

  it("activities tab with no events: 'no activities yet', and the claim-by-code form is still there", async () => {
    const { panel } = await renderInfo({ profile: { events: [] }, tab: "activities" });
    await waitFor(() => expect(within(panel()).queryByText("ยังไม่มีกิจกรรม")).not.toBeNull());
    expect(within(panel()).queryByRole("textbox", { name: "รหัสโบนัส" })).not.toBeNull();
  });

  it("referral tab: the summary from GET /customers/referral; no friends: 'no item' under the lists", async () => {
    api.answer({ getReferral: "empty" });
    const { panel } = await renderInfo({ tab: "referral" });
    await waitFor(() => expect(within(panel()).queryByText("ไม่มีรายการ")).not.toBeNull());
    expect(within(panel()).queryByRole("button", { name: "เพื่อนทั้งหมด (0)" })).not.toBeNull();
    expect(within(panel()).getByText(/ยอดได้เสียของเพื่อน/).textContent).toBe("ยอดได้เสียของเพื่อน: 0.00");
    expect(api.calls("getReferral")).toHaveLength(1);
  });

  it("referral tab: a level share outside 0-100 shows '—', never '1e+300%' or a negative share", async () => {
    api.answer({ getReferral: { example: "empty", body: ({ data }) => ({ data: { ...data, mlm_percent: { level_1: 1e300, level_2: -5, level_3: 2.5 } } }) } });
    const { panel } = await renderInfo({ tab: "referral" });
    const levels = await within(panel()).findAllByRole("definition");
    const shares = levels.map((d) => d.textContent).filter((text) => text === "—" || text?.endsWith("%"));
    expect(shares).toEqual(["—", "—", "2.5%"]);
  });

  it("referral tab: a failed load is logged and says so with a retry that asks again", async () => {
    api.answer({ getReferral: { status: 503, text: "" } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user, panel } = await renderInfo({ tab: "referral" });
    const failed = await within(panel()).findByRole("alert", {}, { timeout: 15_000 });
    expect(within(failed).queryByText("โหลดข้อมูลแนะนำเพื่อนไม่สำเร็จ")).not.toBeNull();
    // Logged for developers, with the failure.
    expect(warn).toHaveBeenCalledWith("referral details could not be loaded", expect.objectContaining({ status: 503 }));
    api.answer({ getReferral: "empty" });
    await user.click(within(failed).getByRole("button", { name: "ลองอีกครั้ง" }));
    await waitFor(() => expect(within(panel()).queryByText("ไม่มีรายการ")).not.toBeNull());
  });

  it("referral tab: no network on the load: the same failure and a retry that asks again", async () => {
    api.answer({ getReferral: { networkError: true } });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user, panel } = await renderInfo({ tab: "referral" });
    const failed = await within(panel()).findByRole("alert", {}, { timeout: 15_000 });
    expect(within(failed).queryByText("โหลดข้อมูลแนะนำเพื่อนไม่สำเร็จ")).not.toBeNull();
    api.answer({ getReferral: "empty" });
    await user.click(within(failed).getByRole("button", { name: "ลองอีกครั้ง" }));
    await waitFor(() => expect(within(panel()).queryByText("ไม่มีรายการ")).not.toBeNull());
  });

  it("referral tab: an answer without level 3 friends (outside the contract) is the load failure with a retry, nothing half-shown", async () => {
    const { data } = contractExample("getReferral", "full");
    const { level_1, level_2 } = data.mlm_referrals;
    api.answer({ getReferral: { status: 200, text: JSON.stringify({ data: { ...data, mlm_referrals: { level_1, level_2 } } }), type: "application/json" } });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { panel } = await renderInfo({ tab: "referral" });
    const failed = await within(panel()).findByRole("alert", {}, { timeout: 15_000 });
    expect(within(failed).queryByText("โหลดข้อมูลแนะนำเพื่อนไม่สำเร็จ")).not.toBeNull();
    expect(within(failed).queryByRole("button", { name: "ลองอีกครั้ง" })).not.toBeNull();
    expect(within(panel()).queryByTestId("referral-link")).toBeNull();
  });

  it("referral tab: one friend with a text amount is left out, the other friend and the link stay", async () => {
    const { data } = contractExample("getReferral", "full");
    const [first, second] = data.customer_referrals;
    const friends = [{ ...first, amount: "x" }, second];
    api.answer({ getReferral: { status: 200, text: JSON.stringify({ data: { ...data, customer_referrals: friends } }), type: "application/json" } });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const sheet = scrollingPanel();
    const { panel } = await renderInfo({ tab: "referral" });
    await within(panel()).findByTestId("referral-link");
    const rows = within(panel()).getByTestId("referral-rows");
    await waitFor(() => expect(within(rows).queryByText(second!.username)).not.toBeNull());
    expect(within(rows).queryByText(first!.username)).toBeNull();
    expect(within(panel()).getByRole("button", { pressed: true }).textContent).toMatch(/\(1\)$/);
    expect(within(panel()).queryByRole("alert")).toBeNull();
    sheet.restore();
  });

  it("info tab of a member without a bank (memberNoBank): the add-bank prompt, no account, and the button leaves for the bank popup", async () => {
    const { user, scope, panel } = await renderInfo({ example: "memberNoBank" });
    await waitFor(() => expect(within(panel()).queryByText("คุณยังไม่ได้เพิ่มบัญชีธนาคาร กรุณาเพิ่มบัญชีเพื่อฝาก-ถอนเงิน")).not.toBeNull());
    expect(within(panel()).queryByText("0123456789")).toBeNull();
    await user.click(within(panel()).getByRole("button", { name: "เพิ่มบัญชีธนาคาร" }));
    // The bank popup (built elsewhere) replaces this one: the app shows one popup mode at a time.
    await waitFor(() => expect(scope.getState($popupMode)).toBe("RegisterBank"));
  });

  it("activities tab: get bonus posts the event's bonus, refetches the profile and shows the server message", async () => {
    const sheet = scrollingPanel();
    const { user, panel } = await renderInfo({ example: "memberWithBank", tab: "activities" });
    await waitFor(() => expect(within(panel()).queryByText("เช็คอินรายวัน")).not.toBeNull());
    expect(within(panel()).getAllByText("รับโบนัสแล้ว")).toHaveLength(1);
    const before = api.calls("getProfile").length;
    await user.click(within(panel()).getByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" }));
    await messageShown("รับโบนัสกิจกรรมสำเร็จ");
    const activate = api.calls("activateEvent");
    expect(activate.map((r) => `${r.method} ${sent(r)}`)).toEqual(["POST /customers/events/32/activate"]);
    expect(await activate[0]!.clone().json()).toEqual({ bonus: 100 });
    expect(api.calls("getProfile").length).toBeGreaterThan(before);
    expect(api.violations()).toEqual([]);
    sheet.restore();
  });

  it("activities tab: a refused activation shows the server message", async () => {
    const sheet = scrollingPanel();
    api.answer({ activateEvent: "failure" });
    const { user, panel } = await renderInfo({ example: "memberWithBank", tab: "activities" });
    await user.click(await within(panel()).findByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" }));
    await messageShown("คุณรับโบนัสกิจกรรมนี้ไปแล้ว");
    sheet.restore();
  });

  it("activities tab: no network on the activation: the connection message in the message dialog, closable, and the button usable again", async () => {
    const sheet = scrollingPanel();
    api.answer({ activateEvent: { networkError: true } });
    const { user, panel } = await renderInfo({ example: "memberWithBank", tab: "activities" });
    const activate = await within(panel()).findByRole("button", { name: "รับโบนัส ฝากครบ 7 วัน" });
    await user.click(activate);
    const message = await messageShown("เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง");
    await closeMessage(message);
    expect(activate.getAttribute("aria-busy")).not.toBe("true");
    expect(activate).toHaveProperty("disabled", false);
    expect(api.calls("activateEvent")).toHaveLength(1);
    sheet.restore();
  });

  it("activities tab: an event whose bonus is not a number is left out; the other is still offered", async () => {
    const sheet = scrollingPanel();
    const { data } = contractExample("getProfile", "memberWithBank");
    const [broken, ...rest] = data.events;
    api.answer({
      getProfile: { status: 200, text: JSON.stringify({ data: { ...data, events: [{ ...broken, bonus: null }, ...rest] } }), type: "application/json" },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { popup } = await renderApp(<InformationPopup />, {
      namespaces: ["information"],
      path: "/?info=activities",
      member: true,
    }).then(async (app) => ({ ...app, popup: await screen.findByRole("dialog", { name: "ข้อมูลสมาชิก" }) }));
    await waitFor(() => expect(within(popup).queryByText("ฝากครบ 7 วัน")).not.toBeNull());
    expect(within(popup).queryByText(broken!.name)).toBeNull();
    sheet.restore();
  });

  it("activities tab: every event received (eventsAllActivated) has no get-bonus button; never deposited: 'no activities yet'", async () => {
    const sheet = scrollingPanel();
    const first = await renderInfo({ example: "eventsAllActivated", tab: "activities" });
    await waitFor(() => expect(within(first.panel()).getAllByText("รับโบนัสแล้ว")).toHaveLength(2));
    expect(within(first.panel()).queryAllByRole("button", { name: /^รับโบนัส ฝากครบ/ })).toHaveLength(0);
    cleanup();
    const second = await renderInfo({ example: "neverDeposited", tab: "activities" });
    await waitFor(() => expect(within(second.panel()).queryByText("ยังไม่มีกิจกรรม")).not.toBeNull());
    sheet.restore();
  });

  it("activities tab: claiming a bonus by its number posts it, refetches and shows the message; a refusal shows the server's", async () => {
    const sheet = scrollingPanel();
    const { user, panel } = await renderInfo({ example: "memberWithBank", tab: "activities" });
    const claim = within(panel()).getByRole("button", { name: "รับโบนัส" });
    expect(claim).toHaveProperty("disabled", true);
    await user.type(within(panel()).getByLabelText("รหัสโบนัส"), "9001");
    await waitFor(() => expect(within(panel()).queryByText("เช็คอินรายวัน")).not.toBeNull());
    const before = api.calls("getProfile").length;
    await user.click(claim);
    const done = await messageShown("รับโบนัสสำเร็จ");
    expect(api.calls("claimBonus").map((r) => `${r.method} ${sent(r)}`)).toEqual(["POST /customers/get-bonus/9001"]);
    expect(api.calls("getProfile").length).toBeGreaterThan(before);
    expect(within(done).queryByRole("button", { name: "ตกลง" })).not.toBeNull();
    cleanup();

    api.answer({ claimBonus: "failure" });
    const refused = await renderInfo({ example: "memberWithBank", tab: "activities&bonus=9001" });
    await refused.user.click(within(refused.panel()).getByRole("button", { name: "รับโบนัส" }));
    await messageShown("คุณรับโบนัสนี้ไปแล้ว");
    expect(api.calls("claimBonus").map((r) => `${r.method} ${sent(r)}`)).toEqual(["POST /customers/get-bonus/9001", "POST /customers/get-bonus/9001"]);
    sheet.restore();
  });

  it("activities tab: a bonus link (?bonus=9001) fills in the number", async () => {
    const { panel } = await renderInfo({ tab: "activities&bonus=9001" });
    expect(within(panel()).getByLabelText("รหัสโบนัส")).toHaveProperty("value", "9001");
  });

  it("referral tab (full): link, level shares, bonus figures, win/loss and the three lists", async () => {
    const sheet = scrollingPanel();
    api.answer({ getReferral: "full" });
    const { user, panel } = await renderInfo({ tab: "referral" });
    const link = await within(panel()).findByTestId("referral-link");
    expect(link.textContent).toBe(`${getRuntimeConfig().site.referral}RK7Q2M9X`);
    for (const [level, pct] of [
      ["ขั้นที่ 1", "0.5%"],
      ["ขั้นที่ 2", "0.3%"],
      ["ขั้นที่ 3", "0.1%"],
    ] as const) {
      expect(within(panel()).getByText(level, { selector: "dt" }).nextElementSibling?.textContent).toBe(pct);
    }
    expect(within(panel()).queryByText("100.00", { exact: true })).not.toBeNull();
    expect(within(panel()).queryByText("1,250.75")).not.toBeNull();
    expect(within(panel()).queryByText("320.50")).not.toBeNull();
    expect(within(panel()).queryByText("ระบบสรุปยอดทุกวันศุกร์ หลังเวลา 00:00 น.")).not.toBeNull();
    expect(within(panel()).queryByText("15,420.25")).not.toBeNull();
    const rows = within(panel()).getByTestId("referral-rows");
    await waitFor(() => expect(within(rows).queryByText("lb0891112222")).not.toBeNull());
    expect(within(rows).queryByText("01/11/26 10:15:00")).not.toBeNull();
    expect(within(rows).queryByText("210.50")).not.toBeNull();
    await user.click(within(panel()).getByRole("button", { name: "ขั้นที่ 2 (1)" }));
    await waitFor(() => expect(within(within(panel()).getByTestId("referral-rows")).queryByText("lb0865556666")).not.toBeNull());
    expect(within(within(panel()).getByTestId("referral-rows")).queryByText("lb0891112222")).toBeNull();
    await user.click(within(panel()).getByRole("button", { name: "ขั้นที่ 3 (1)" }));
    await waitFor(() => expect(within(within(panel()).getByTestId("referral-rows")).queryByText("lb0957778888")).not.toBeNull());
    sheet.restore();
  });

  it("referral tab: a negative friends' total (negativeTotal) is shown as 0.00 beside the list", async () => {
    const sheet = scrollingPanel();
    api.answer({ getReferral: "negativeTotal" });
    const { panel } = await renderInfo({ tab: "referral" });
    await waitFor(() => expect(within(panel()).queryByText("lb0891112222")).not.toBeNull());
    expect(
      within(panel())
        .getByText(/ยอดได้เสียของเพื่อน/)
        .querySelector("strong")?.textContent,
    ).toBe("0.00");
    sheet.restore();
  });

  it("referral tab: no date is sent before one is picked; then date=YYYY-MM-DD, and a URL with the date opens with it", async () => {
    api.answer({ getReferral: "full" });
    const { user, panel } = await renderInfo({ tab: "referral" });
    await within(panel()).findByTestId("referral-link");
    expect(api.calls("getReferral").map(sent)).toEqual(["/customers/referral"]);
    const search = within(panel()).getByRole("button", { name: "ค้นหา" });
    expect(search).toHaveProperty("disabled", true);
    fireEvent.change(within(panel()).getByLabelText("ค้นหาเพื่อนตามวันที่"), { target: { value: "2026-11-20" } });
    expect(api.calls("getReferral").map(sent)).toEqual(["/customers/referral"]);
    await user.click(search);
    await waitFor(() => expect(api.calls("getReferral").map(sent)).toEqual(["/customers/referral", "/customers/referral?date=2026-11-20"]));
    cleanup();
    // The date lives in the URL: opening it again (a reload) asks for that day and shows it in the field.
    api.reset();
    api.answer({ getReferral: "full" });
    const again = await renderInfo({ tab: "referral&date=2026-11-20" });
    await within(again.panel()).findByTestId("referral-link");
    expect(within(again.panel()).getByLabelText("ค้นหาเพื่อนตามวันที่")).toHaveProperty("value", "2026-11-20");
    expect(api.calls("getReferral").map(sent)).toEqual(["/customers/referral?date=2026-11-20"]);
  });

  it("referral tab: withdrawing the bonus posts once, says so and reloads the referral and the profile", async () => {
    api.answer({ getReferral: "full" });
    const { user, panel } = await renderInfo({ tab: "referral", header: true });
    await within(panel()).findByTestId("referral-link");
    const referralBefore = api.calls("getReferral").length;
    await waitFor(() => expect(api.calls("getProfile").length).toBeGreaterThan(0));
    const profileBefore = api.calls("getProfile").length;
    await user.click(within(panel()).getByRole("button", { name: "ถอนโบนัส" }));
    await messageShown("ถอนโบนัสสำเร็จ");
    expect(api.calls("withdrawReferralBonus").map((r) => `${r.method} ${sent(r)}`)).toEqual(["POST /customers/get-referral-bonus"]);
    expect(api.calls("getReferral").length).toBeGreaterThan(referralBefore);
    await waitFor(() => expect(api.calls("getProfile").length).toBeGreaterThan(profileBefore));
  });

  it("referral tab: a refused bonus withdrawal shows the server message", async () => {
    api.answer({ getReferral: "full", withdrawReferralBonus: "failure" });
    const { user, panel } = await renderInfo({ tab: "referral" });
    await user.click(await within(panel()).findByRole("button", { name: "ถอนโบนัส" }));
    await messageShown("ยอดโบนัสไม่ถึงขั้นต่ำที่ถอนได้");
  });

  it("referral tab: a 500 on the bonus withdrawal: the server failure in the message dialog, closable, and 'withdraw bonus' sends again", async () => {
    api.answer({ getReferral: "full", withdrawReferralBonus: "serverError" });
    const { user, panel } = await renderInfo({ tab: "referral" });
    const withdraw = await within(panel()).findByRole("button", { name: "ถอนโบนัส" });
    await user.click(withdraw);
    const message = await messageShown("ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง");
    expect(message.textContent).not.toContain("Server Error");
    await closeMessage(message);
    await waitFor(() => expect(withdraw.getAttribute("aria-busy")).not.toBe("true"));
    await user.click(withdraw);
    await waitFor(() => expect(api.calls("withdrawReferralBonus")).toHaveLength(2));
  });

  it("news tab: 'no news yet'", async () => {
    const { panel } = await renderInfo({ tab: "news" });
    expect(within(panel()).queryByText("ยังไม่มีข่าวสาร")).not.toBeNull();
  });
});
