import { expect, type Locator, type Page } from "@playwright/test";
import { openLobby, seedMember, TOKEN_KEY } from "./fixtures";
import { toasts, type FaultKind } from "./faults-kit";

/**
 * One row per /lobby/api call the UI makes. faults.spec.ts runs every row against
 * every kind it lists and applies the standard checks (healthy page, call count,
 * form input kept). Feature teams add their calls here with one row each.
 */
export interface FaultCase {
  name: string;
  /** Fragment of the path after /lobby/api, e.g. "/customers/profile". */
  path: string;
  method: "GET" | "POST";
  kinds: readonly FaultKind[];
  /** Seed a logged-in member before the first page load. */
  member?: boolean;
  /** Brings the UI to just before the call (may be empty when the call happens on load). */
  setup(page: Page): Promise<void>;
  /** Makes the UI send the call. */
  trigger(page: Page): Promise<void>;
  /** What the player must see for this kind of fault. */
  expectOutcome(page: Page, kind: FaultKind): Promise<void>;
  /** Most calls the trigger may send (GETs get one network retry). Default 1, and 2 for "network". */
  maxCalls?: Partial<Record<FaultKind, number>>;
  /** A form field filled in setup whose value must survive the fault. */
  keepsInput?: { field: (page: Page) => Locator; value: string };
}

const TH = {
  server: "ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง",
  network: "เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง",
  sessionExpired: "หมดเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่",
};
const EN = {
  server: "The server had a problem. Please try again.",
  network: "Cannot reach the server. Check your internet connection and try again.",
  sessionExpired: "Your session has ended. Please log in again.",
};

/** Profile faults: the member stays logged in (except 401), credit shows a placeholder, a toast says why, home without a blocking alert. */
const profileOutcome = (text: typeof TH, home: RegExp) => async (page: Page, kind: FaultKind) => {
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

/** /notification errors are ignored (spec section 7): no toast, no announcement, nothing else changes. */
const notificationIgnored = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("announcement-banner")).toHaveCount(0);
};

export const faultCases: FaultCase[] = [
  {
    name: "profile on a member page (member bar credit)",
    path: "/customers/profile",
    method: "GET",
    kinds: ["500", "network", "slow", "malformed", "401"],
    member: true,
    // On start the pending-deposit/withdraw restore reads the profile too; after a failed first
    // read it may ask once more. Reads, not submissions: bounded, never a loop.
    maxCalls: { "500": 2, malformed: 2, network: 3 },
    setup: async () => {},
    trigger: (page) => openLobby(page, "/lobby/promotion"),
    expectOutcome: profileOutcome(TH, /\/lobby\/$/),
  },
  {
    name: "profile in English (drawer credit)",
    path: "/customers/profile",
    method: "GET",
    kinds: ["500", "network", "401"],
    member: true,
    // On start the pending-deposit/withdraw restore reads the profile too; after a failed first
    // read it may ask once more. Reads, not submissions: bounded, never a loop.
    maxCalls: { "500": 2, malformed: 2, network: 3 },
    setup: async () => {},
    trigger: async (page) => {
      await openLobby(page, "/lobby/en/");
    },
    expectOutcome: async (page, kind) => {
      await profileOutcome(EN, /\/lobby\/en\/?$/)(page, kind);
      if (kind === "401") return;
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByTestId("drawer").locator(".drawer-credit strong")).toHaveText("—");
    },
  },
  {
    name: "notification (guest)",
    path: "/notification",
    method: "GET",
    kinds: ["500", "network", "slow", "malformed", "401"],
    setup: async () => {},
    trigger: (page) => openLobby(page),
    expectOutcome: async (page) => {
      await notificationIgnored(page);
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    },
  },
  {
    name: "notification (member: a 401 on this public call keeps the session)",
    path: "/notification",
    method: "GET",
    kinds: ["500", "network", "malformed", "401"],
    member: true,
    setup: async () => {},
    trigger: (page) => openLobby(page),
    expectOutcome: async (page) => {
      await notificationIgnored(page);
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
      await expect(page.getByTestId("credit")).toHaveText("1,520.50");
    },
  },
];

export { seedMember };
