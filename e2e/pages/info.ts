import { expect, type Locator, type Page } from "@playwright/test";
import { openLobby } from "../fixtures";

/** The member information popup (its tabs: info, history, activities, referral). */
export const infoDialog = (page: Page, title = "ข้อมูลสมาชิก"): Locator => page.getByRole("dialog", { name: title });

/** Opens the information popup on `tab` (query extras allowed, e.g. "activities&bonus=9001") and waits until it has loaded. */
export async function openInfo(page: Page, tab: string, { prefix = "", title = "ข้อมูลสมาชิก" } = {}): Promise<Locator> {
  await openLobby(page, `/lobby${prefix}/?info=${tab}`);
  await expect(infoDialog(page, title)).toBeVisible();
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  return infoDialog(page, title);
}

/** The bonus claim by number (activities tab). */
export const claimSubmit = (page: Page): Locator => infoDialog(page).getByRole("button", { name: "รับโบนัส", exact: true });
