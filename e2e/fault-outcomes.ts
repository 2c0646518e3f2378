import { expect, type Page } from "@playwright/test";
import { dialog, TOKEN_KEY } from "./fixtures";
import type { FaultKind } from "./faults-kit";
import { requestsSettled, toasts } from "./faults-kit";

/** What a player sees after each kind of fault, shared by the rows of fault-cases.ts. */

/** The retry re-reads the profile, which shows the request pending: its process popup opens, no second create. */
export const resumesPending = (processTitle: string) => async (page: Page) => {
  await expect(dialog(page, processTitle)).toBeVisible();
};

export const TH = {
  server: "ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง",
  network: "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง",
  sessionExpired: "หมดเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่",
};
export const EN = {
  server: "The server had a problem. Please try again.",
  network: "Cannot reach the server. Check your internet connection and try again.",
  sessionExpired: "Your session has ended. Please log in again.",
};

/** Profile faults: the member stays logged in (except 401), credit shows a placeholder, a toast says why, home without a blocking alert. */
export const profileOutcome = (text: typeof TH, home: RegExp) => async (page: Page, kind: FaultKind) => {
  const bar = page.getByTestId("bottom-nav");
  if (kind === "401") {
    await expect(bar).toHaveAttribute("data-role", "guest");
    await expect(toasts(page).filter({ hasText: text.sessionExpired })).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
    await expect(page).toHaveURL(home);
    return;
  }
  if (kind === "slow") {
    // A visible loading state first, then the real figure; no error toast.
    await expect(page.getByTestId("credit")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("credit")).toHaveText("1,520.50", { timeout: 15_000 });
    await expect(toasts(page)).toHaveCount(0);
    return;
  }
  await expect(toasts(page).filter({ hasText: kind === "network" ? text.network : text.server })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1); // once per failure, not once per component
  await expect(bar).toHaveAttribute("data-role", "member");
  await expect(page.getByTestId("credit")).toHaveText("—");
  await expect(page.getByRole("dialog")).toHaveCount(0); // "alert off": nothing blocking
  await expect(page).toHaveURL(home);
};

/** /notification errors are ignored (R-API-3): no toast, no announcement, nothing else changes. */
export const notificationIgnored = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await requestsSettled(page);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("announcement-banner")).toHaveCount(0);
};

export const failureText = (kind: FaultKind) => (kind === "network" ? TH.network : TH.server);

/** The red list in the popup says what went wrong, in Thai (a public call's 401 reads as a server failure). */
export const formFailed = (name: string) => async (page: Page, kind: FaultKind) => {
  await expect(dialog(page, name).locator(".error-list")).toContainText(failureText(kind));
  await expect(dialog(page, name).locator(".error-list")).not.toContainText(/Unauthenticated|Server Error/);
};

/** The message dialog (bonus claims): the translated failure in a dialog, closable. */
export const messageDialogFailed = async (page: Page, kind: FaultKind) => {
  const message = page.getByRole("dialog").filter({ hasText: failureText(kind) });
  await expect(message).toBeVisible();
  await message.getByRole("button", { name: "ตกลง" }).click();
  await expect(message).toBeHidden();
};
