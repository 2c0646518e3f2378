import type { Locator, Page } from "@playwright/test";
import { dialog } from "../fixtures";

/** The money forms' submit buttons (open them with fixtures' openDepositWithPromotion or /lobby/withdraw). */
export const depositSubmit = (page: Page): Locator => dialog(page, "ฝากเงิน").getByRole("button", { name: "ฝากเงิน", exact: true });
export const withdrawSubmit = (page: Page): Locator => dialog(page, "ถอนเงิน").getByRole("button", { name: "ถอนเงิน", exact: true });
