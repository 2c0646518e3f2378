import type { Page, Route } from "@playwright/test";
import { apiUrl, dialog, expect, openLobby, seedMember, test } from "./fixtures";
import { feedField, HOSTILE_VALUES } from "./bad-input";

/**
 * Bad input in the browser: one form field, the withdraw amount (money, and its form needs the
 * credit check's real answer), gets every hostile value typed with real key events (pasted when
 * long), and each request it sends is passed on to Prism: any contract violation or 422 fails the
 * test, then the answer is replaced by a held failure so the form stays open. Every other field ×
 * every hostile value (the length cap, digits only, Thai digits as 0-9, a Thai message or a
 * request, nothing sent when empty, trimmed values, no markup run, one request with the normalised
 * value where the form takes it) runs in Vitest: src/app/bad-input.test.tsx, on the contract's mock
 * that checks requests as Prism does. Here too: the referral date (a native date input, whose keys
 * only a browser handles) and the lobby search.
 */
const WITHDRAW = "/requests/withdraw";
const HELD = "held-by-test";

/** Passes submissions to Prism, records contract problems, then answers with a held failure. */
async function holdSubmissions(page: Page, problems: string[], sent: string[]) {
  await page.route(apiUrl(WITHDRAW, { exact: true }), async (route: Route) => {
    const req = route.request();
    if (req.method() !== "POST") return route.fallback();
    sent.push(req.postData() ?? "");
    const res = await route.fetch();
    const violations = res.headers()["sl-violations"];
    if (violations || res.status() === 422) problems.push(`${WITHDRAW} ${res.status()} ${violations ?? ""} ${req.postData()?.slice(0, 80)}`);
    await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: { error: HELD } }) });
  });
}

test.describe("bad input through a form field", () => {
  test("withdraw: amount", async ({ page }) => {
    test.setTimeout(120_000);
    await seedMember(page);
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    const problems: string[] = [];
    const sent: string[] = [];
    await holdSubmissions(page, problems, sent);
    await openLobby(page, "/lobby/withdraw");
    const form = dialog(page, "ถอนเงิน");
    // The profile is in: the turnover still needed shows (the amount is not pre-filled while it is).
    await expect(form.getByTestId("turnover-left")).toBeVisible();
    const field = form.getByLabel("จำนวนเงิน", { exact: true });
    const submit = form.getByRole("button", { name: "ถอนเงิน", exact: true });
    /** A Thai message under the field or in the popup's red list. */
    const thaiMessage = form.locator(".field-error, [role=alert], .error-list").filter({ hasText: /[\u0E00-\u0E7F]/ });
    for (const { name, value } of HOSTILE_VALUES) {
      const before = sent.length;
      await feedField(page, field, value);
      expect((await field.inputValue()).length, `${name}: length capped`).toBeLessThanOrEqual(15);
      const pressed = await submit.isEnabled();
      if (pressed) await submit.click();
      // Either the form said why (in Thai), or kept its submit disabled, or the value went out.
      // Once pressed, a disabled submit is no answer: it is disabled while the request is on its way.
      await expect
        .poll(async () => sent.length > before || (await thaiMessage.count()) > 0 || (!pressed && (await submit.isDisabled())), {
          message: `${name}: rejected (a message or a disabled submit) or sent`,
        })
        .toBe(true);
      if (!value) expect(sent.length, "empty: nothing sent").toBe(before);
      if (sent.length > before) {
        // The held failure shows in the popup's red list.
        await expect(page.getByRole("dialog").filter({ hasText: HELD }).last()).toBeVisible();
        if (name === "leading/trailing spaces") expect(sent.at(-1), "spaces trimmed").not.toMatch(/(^|[="])\s|\s(["&]|$)/);
      }
      expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss), `${name}: no script ran`).toBe(0);
    }
    expect(problems, "every request that left was valid").toEqual([]);
  });

  test("referral date: only a real date is searched", async ({ page }) => {
    await seedMember(page);
    const dated: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/customers/referral?")) dated.push(new URL(r.url()).searchParams.get("date") ?? "");
    });
    await openLobby(page, "/lobby/?info=referral");
    const scope = dialog(page, "ข้อมูลสมาชิก");
    const date = scope.getByLabel("ค้นหาเพื่อนตามวันที่");
    const search = scope.getByRole("button", { name: "ค้นหา", exact: true });
    await expect(date).toHaveAttribute("type", "date");
    for (const { name, value } of HOSTILE_VALUES) {
      // A date input takes no free text; whatever the browser makes of the keys, only a YYYY-MM-DD enables the search.
      await date.click();
      await page.keyboard.type(value.slice(0, 50));
      if (!/^\d{4}-\d{2}-\d{2}$/.test(await date.inputValue())) await expect(search, name).toBeDisabled();
    }
    await date.fill("");
    await expect(search).toBeDisabled();
    await date.fill("2026-11-20");
    await search.click();
    await expect.poll(() => dated).toEqual(["2026-11-20"]);
  });

  test("lobby search: capped, shown as text, never run as markup", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    await openLobby(page, "/lobby/lobby");
    const box = page.getByRole("searchbox", { name: "ค้นหาเกม" });
    await expect(box).toBeVisible({ timeout: 20_000 });
    for (const { name, value } of HOSTILE_VALUES) {
      await feedField(page, box, value);
      expect((await box.inputValue()).length, name).toBeLessThanOrEqual(100);
      await expect(page.locator("#root")).not.toBeEmpty();
      expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss), name).toBe(0);
    }
    await expect(page.getByTestId("site-header")).toBeVisible();
  });
});
