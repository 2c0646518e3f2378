import { expect, openLobby, test } from "./fixtures";
import { HOSTILE_VALUES } from "./bad-input";

/**
 * Bad input through URL parameters, through the real routes: the click id, the affiliate and
 * referral ids and the information tab. Every hostile value of e2e/bad-input.ts is refused at unit
 * level (src/entities/attribution/lib/cookies.test.ts, src/features/information/model/tabs.test.ts);
 * here the one that would do harm if it got through, pasted markup with a script, goes through each
 * route: no cookie, no script, no broken page, and no invalid request leaves the app (the contract
 * guard fails any call Prism flags).
 */
const markup = HOSTILE_VALUES.find((v) => v.name === "pasted HTML")!.value;
const urlInputs: { name: string; url: string; cookie: string | null }[] = [
  { name: "click_id", url: `/lobby/?click_id=${encodeURIComponent(markup)}`, cookie: "adskeeper" },
  { name: "affiliate id (/u?id=)", url: `/lobby/u?id=${encodeURIComponent(markup)}`, cookie: "affiliate" },
  { name: "referral id (/ref?id=)", url: `/lobby/ref?id=${encodeURIComponent(markup)}`, cookie: "referral" },
  { name: "info tab (?info=)", url: `/lobby/?info=${encodeURIComponent(markup)}`, cookie: null },
];

test.describe("bad input through URL parameters", () => {
  test("markup with a script in each URL input: refused, never run, the page whole", async ({ page, context }) => {
    for (const input of urlInputs) {
      await context.clearCookies();
      await openLobby(page, input.url);
      await expect(page.getByTestId("site-header"), input.name).toBeVisible();
      await expect(page.locator("#root"), input.name).not.toBeEmpty();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `${input.name}: no script ran`).toBeUndefined();
      if (input.cookie)
        expect(
          (await context.cookies()).find((c) => c.name === input.cookie),
          `${input.name}: nothing stored`,
        ).toBeUndefined();
    }
  });

  test("a valid value is still accepted (the check is not a blanket refusal)", async ({ page, context }) => {
    await openLobby(page, "/lobby/?click_id=abc.123-x");
    expect((await context.cookies()).find((c) => c.name === "adskeeper")?.value).toBe("abc.123-x");
  });
});
