import { expect, openLobby, test } from "./fixtures";
import { HOSTILE_VALUES } from "./bad-input";

/**
 * Bad input. The shell has no form yet, so its inputs are URL parameters: the click id,
 * the affiliate and referral ids and the information tab. Each hostile value is rejected
 * (no cookie, no script, no broken page) and no invalid request leaves the app (the
 * contract guard fails any call Prism flags). Feature forms add rows with feedField().
 */
const urlInputs: { name: string; url: (v: string) => string; cookie: string | null; legitimate?: string[] }[] = [
  // Ad click ids are opaque tokens of letters, digits, dots and dashes: "abc-12.5e3" is a real one.
  { name: "click_id", url: (v) => `/lobby/?click_id=${encodeURIComponent(v)}`, cookie: "adskeeper", legitimate: ["non-numeric"] },
  { name: "affiliate id (/u?id=)", url: (v) => `/lobby/u?id=${encodeURIComponent(v)}`, cookie: "affiliate" },
  { name: "referral id (/ref?id=)", url: (v) => `/lobby/ref?id=${encodeURIComponent(v)}`, cookie: "referral" },
  { name: "info tab (?info=)", url: (v) => `/lobby/?info=${encodeURIComponent(v)}`, cookie: null },
];

test.describe("bad input through URL parameters", () => {
  for (const input of urlInputs) {
    test(input.name, async ({ page, context, guard }) => {
      for (const { name, value } of HOSTILE_VALUES) {
        if (!value) continue; // an empty parameter is simply absent
        await context.clearCookies();
        await openLobby(page, input.url(value));
        await expect(page.getByTestId("site-header"), name).toBeVisible();
        await expect(page.locator("#root"), name).not.toBeEmpty();
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `${name}: no script ran`).toBeUndefined();
        if (input.cookie && !input.legitimate?.includes(name)) {
          const stored = (await context.cookies()).find((c) => c.name === input.cookie);
          expect(stored, `${name}: rejected, nothing stored in ${input.cookie}`).toBeUndefined();
        }
      }
      expect(guard.problems).toEqual([]);
    });
  }

  test("a valid value is still accepted (the check is not a blanket refusal)", async ({ page, context }) => {
    await openLobby(page, "/lobby/?click_id=abc.123-x");
    expect((await context.cookies()).find((c) => c.name === "adskeeper")?.value).toBe("abc.123-x");
  });
});
