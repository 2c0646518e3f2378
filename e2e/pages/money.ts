import type { Locator, Page } from "@playwright/test";
import { dialog } from "../fixtures";

/** The deposit form's submit button (open the form with fixtures' openDepositWithPromotion). */
export const depositSubmit = (page: Page): Locator => dialog(page, "ฝากเงิน").getByRole("button", { name: "ฝากเงิน", exact: true });
