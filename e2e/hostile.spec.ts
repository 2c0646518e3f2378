import { apiUrl, expect, seedMember, test } from "./fixtures";
import { hostileCases } from "./hostile-cases";

/** Text a broken answer must never put on screen (raw i18n keys of the app's namespaces included). */
const LEAKS = /\b(NaN|Infinity|undefined|null)\b|\b(history|info|activities|referral|errors|form|flag|tab|member|result|dialog|tabs)\.[a-z][A-Za-z]+\b/;

/**
 * Hostile answers in the browser: each case's answer is the real Prism answer, mutated, and
 * injected with page.route. One bad item never takes a page down; a bad single answer shows its
 * feature's failure state; nothing unreadable reaches the screen.
 *
 * Five rows of the table (e2e/hostile-answers.ts) run here (hostile-cases.ts), one per way the UI
 * shows an outcome: a game left out of the grid, a bad detail cleaned, the grid's failure state,
 * the member bar's and the login form's. Every row of the table is classified by the app's
 * boundary check in Vitest (src/app/hostile-answers.test.mjs), which needs no browser; the other
 * views' screens (home grid, announcements, credit, history, activities, referral) are component
 * tests (src/app/faults.test.tsx, src/features/information/ui/information-popup.test.tsx).
 */
test.describe("hostile answers", () => {
  for (const c of hostileCases) {
    test(`${c.name} → ${c.outcome}`, async ({ page }) => {
      if (c.member) await seedMember(page);
      let injected = 0;
      await page.route(apiUrl(c.path, { exact: true }), async (route) => {
        if (route.request().method() !== c.method) return route.fallback();
        const headers = { ...route.request().headers(), ...(c.example ? { prefer: `example=${c.example}` } : {}) };
        let body: unknown;
        try {
          body = await (await route.fetch({ headers })).json();
        } catch {
          // A refetch still on its way when the test ends: its context is gone, nothing to serve.
          await route.abort().catch(() => undefined);
          return;
        }
        injected += 1;
        await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(c.mutate(body)) }).catch(() => undefined);
      });
      await c.run(page, c.outcome);
      expect(injected, "the mutated answer was served").toBeGreaterThan(0);
      await expect(page.getByTestId("error-page")).toHaveCount(0);
      const text = await page.locator("body").innerText();
      expect(text.match(LEAKS)?.[0] ?? null, "unreadable text on screen").toBeNull();
    });
  }
});
