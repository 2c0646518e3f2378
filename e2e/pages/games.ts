import { expect, type Page } from "@playwright/test";

/** The catalogue has loaded: its first category tab is shown. */
export const catalogueReady = (page: Page): Promise<void> => expect(page.getByRole("tab", { name: "สล็อต" })).toBeVisible({ timeout: 20_000 });
