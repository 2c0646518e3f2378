import type { Page } from "@playwright/test";
import { expect, openLobby, test } from "./fixtures";
import { infoDialog } from "./pages/info";

/**
 * History, events and promotions stay smooth at 50,000 items: only a window of rows is in the
 * DOM, and scrolling reaches the last one. The time to open the history tab is printed
 * (`[timing]`), never asserted: machines differ.
 */
const N = 50_000;

type ListName = "history" | "events" | "promotions";

/** The member's profile with `N` items in one list. */
async function hugeProfile(page: Page, which: ListName) {
  let text: string | null = null; // built once: the app asks for the profile several times
  await page.route("**/lobby/api/customers/profile", async (route) => {
    const response = await route.fetch();
    if (text) return route.fulfill({ response, body: text });
    const body = (await response.json()) as { data: Record<string, unknown> };
    if (which === "history")
      body.data.history = Array.from({ length: N }, (_, i) => ({
        id: i + 1,
        type: i % 2 ? "withdraw" : "deposit",
        amount: 1000 + i,
        bonus: i % 3 ? 0 : 50,
        status: i % 5 ? "completed" : "deleted",
        deleted_cause: i % 5 ? null : `cause ${i + 1}`,
        deleted_at: null,
        created_at: "2026-11-21 19:42:10",
      }));
    if (which === "events") body.data.events = Array.from({ length: N }, (_, i) => ({ id: i + 1, name: `event ${i + 1}`, bonus: 20, activated: i % 2 === 0 }));
    if (which === "promotions")
      body.data.promotions = Array.from({ length: N }, (_, i) => ({
        id: i + 1,
        name: `promotion ${i + 1}`,
        image_url: "/lobby/promotions/new-member.svg",
        bonus_max: 500,
        bonus_fixed: 0,
        bonus_percent: 50,
        deposit_max: 1000,
        turnover: 5,
        turnover_max: 0,
      }));
    text = JSON.stringify(body);
    await route.fulfill({ response, body: text });
  });
}

/** Scrolls the list's scrolling ancestor to the end until `last` shows (virtual rows measure on the way). */
async function scrollToEnd(page: Page, scroller: ReturnType<Page["locator"]>, last: ReturnType<Page["locator"]>) {
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(last).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
}

/** A 9 MB profile takes a while to arrive and parse on a loaded machine: waits, not thresholds. */
const LOAD = { timeout: 60_000 };

test.describe("50,000 items", () => {
  test.setTimeout(180_000);
  test("history: opens, scrolls to the last item, keeps the DOM small", async ({ page, member: _ }) => {
    await hugeProfile(page, "history");
    await openLobby(page, "/lobby/?info=info");
    const dialog = infoDialog(page);
    await expect(dialog.getByRole("tab", { name: "ข้อมูลส่วนตัว" })).toHaveAttribute("aria-selected", "true", LOAD);
    await expect(dialog.getByText("lb0812345678")).toBeVisible(LOAD);
    const started = Date.now();
    await dialog.getByRole("tab", { name: "ข้อมูลฝาก-ถอน" }).click();
    const list = dialog.getByRole("list", { name: "ข้อมูลฝาก-ถอน" });
    await expect(list.getByRole("listitem").first()).toBeVisible(LOAD);
    console.log(`[timing] history tab with ${N} items opened in ${Date.now() - started} ms`);
    expect(await list.getByRole("listitem").count()).toBeLessThan(100);
    await expect(list.getByRole("listitem").first()).toHaveAttribute("aria-setsize", String(N));
    await scrollToEnd(page, dialog.getByRole("tabpanel"), list.getByText("cause 49996"));
    expect(await list.getByRole("listitem").count()).toBeLessThan(100);
    await expect(list.getByRole("listitem").last()).toHaveAttribute("aria-posinset", String(N));
  });

  test("events: opens, scrolls to the last event, keeps the DOM small", async ({ page, member: _ }) => {
    await hugeProfile(page, "events");
    await openLobby(page, "/lobby/?info=activities");
    const dialog = infoDialog(page);
    const list = dialog.getByRole("list", { name: "กิจกรรม" });
    await expect(list.getByText("event 1", { exact: true })).toBeVisible(LOAD);
    expect(await list.getByRole("listitem").count()).toBeLessThan(100);
    await scrollToEnd(page, dialog.getByRole("tabpanel"), list.getByText(`event ${N}`, { exact: true }));
    expect(await list.getByRole("listitem").count()).toBeLessThan(100);
    // The claim-by-number form after the list is still reachable.
    await expect(dialog.getByRole("textbox").last()).toBeVisible();
  });

  test("promotion picker: opens, scrolls to the last promotion, keeps the DOM small", async ({ page, member: _ }) => {
    await hugeProfile(page, "promotions");
    await openLobby(page, "/lobby/deposit");
    await page.getByRole("dialog", { name: "แจ้งเตือนก่อนฝากเงิน" }).getByRole("button", { name: "รับทราบ ฝากเงิน" }).click(LOAD);
    await page.getByRole("dialog", { name: "ฝากเงิน" }).getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
    const picker = page.getByRole("dialog", { name: "เลือกโปรโมชั่น" });
    await expect(picker.getByRole("button", { name: "เลือก promotion 1", exact: true })).toBeVisible(LOAD);
    const list = picker.getByRole("list");
    expect(await list.getByRole("listitem").count()).toBeLessThan(100);
    const last = picker.getByRole("button", { name: `เลือก promotion ${N}`, exact: true });
    await scrollToEnd(page, picker.locator(".dialog-body"), last);
    expect(await list.getByRole("listitem").count()).toBeLessThan(100);
    await last.click();
    await expect(page.getByRole("dialog", { name: "ฝากเงิน" }).getByText(`promotion ${N}`)).toBeVisible();
  });
});
