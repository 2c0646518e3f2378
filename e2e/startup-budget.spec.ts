import { devices } from "@playwright/test";
import { expect, test } from "./fixtures";
import { filesBeforeTakeOver, measureStartup, PAGES } from "../scripts/startup-budget.mjs";

// The start-up budget (npm test's "start-up budget" step) loads the build with every request answered
// from dist/ and no server behind /lobby/api. Its files must be the ones a start-up on a served build
// fetches, the contract's mock answering: a file it missed would be weight no budget sees.
test("the start-up budget counts the files a start-up on the served build fetches before the take-over, page by page", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const counted = await measureStartup(undefined, { browser });
  for (const page of PAGES) {
    const context = await browser.newContext({ ...devices["Pixel 7"], locale: "th-TH", timezoneId: "Asia/Bangkok", serviceWorkers: "block" });
    const served = await filesBeforeTakeOver(await context.newPage(), new URL(page.path, baseURL).href, page);
    await context.close();
    const budget = counted.find((c) => c.name === page.name)?.files.map((f) => f.path);
    expect.soft(budget?.sort(), `${page.name}: the files the budget counts`).toEqual([...served].sort());
  }
});
