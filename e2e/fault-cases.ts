import { expect, type Locator, type Page } from "@playwright/test";
import { dialog, openDepositWithPromotion, openLobby, type Scenarios } from "./fixtures";
import { claimSubmit, infoDialog, openInfo } from "./pages/info";
import { depositSubmit } from "./pages/money";
import type { FaultKind } from "./faults-kit";
import { EN, formFailed, messageDialogFailed, notificationIgnored, profileOutcome, resumesPending, TH } from "./fault-outcomes";

/**
 * The faults a player sees on screen, one browser case per kind of outcome: per flow, how the UI
 * reaches the call and what a player sees. faults.spec.ts runs each flow's `browser` kinds with the
 * standard checks (healthy page, call count, form input kept); every contract operation × kind runs
 * at the client in src/app/fault-matrix.test.mjs, and each screen's own outcome of the flows cut
 * from the browser in component tests (src/app/faults.test.tsx and the popups' own tests; the list
 * is in docs/testing.md).
 */
export interface FaultCase {
  name: string;
  /** Fragment of the path after /lobby/api, e.g. "/customers/profile" (what the browser fault matches). */
  path: string;
  method: "GET" | "POST" | "DELETE";
  /** The kinds shown in the browser: each one a kind of outcome no other flow here shows. */
  browser: readonly FaultKind[];
  /** The call carries the member's token: its 401 ends the session. */
  member?: boolean;
  /** Brings the UI to just before the call (may be empty when the call happens on load). */
  setup(page: Page, ctx: { scenarios: Scenarios }): Promise<unknown>;
  /** Makes the UI send the call. */
  trigger(page: Page): Promise<void>;
  /** What the player must see for this kind of fault. */
  expectOutcome(page: Page, kind: FaultKind): Promise<void>;
  /** Most calls the trigger may send (GETs get one network retry). Default 1, and 2 for "network". */
  maxCalls?: Partial<Record<FaultKind, number>>;
  /** A form field filled in setup whose value must survive the fault. */
  keepsInput?: { field: (page: Page) => Locator; value: string };
  /** The form's submit button: usable again after the fault, and a retry sends the call again. */
  submit?: (page: Page) => Locator;
  /**
   * What a retry after a 500 must do when it is not simply the call again: a money create whose
   * outcome is unknown asks the server first and resumes the request it shows pending.
   */
  retryAfter500?: (page: Page) => Promise<void>;
}

/** The delay of the "slow" kind: long enough to see the loading state. */
export const SLOW_SHORT_MS = 3_000;

export const faultCases: FaultCase[] = [
  // A read: the member stays in with "—" and a toast; a 401 ends the session; a slow answer shows its loading state.
  {
    name: "profile on a member page (member bar credit)",
    path: "/customers/profile",
    method: "GET",
    browser: ["401", "slow"],
    member: true,
    setup: async () => {},
    trigger: (page) => openLobby(page, "/lobby/promotion"),
    expectOutcome: profileOutcome(TH, /\/lobby\/$/),
  },
  {
    name: "profile in English (drawer credit)",
    path: "/customers/profile",
    method: "GET",
    browser: ["network"],
    member: true,
    // The member bar, and the deposit and withdraw restores on start, each read the profile at
    // most once (a restore joins a read still in flight, but not one that has already failed), and
    // opening the drawer retries a failed read once. Reads, not submissions: bounded, no loop.
    maxCalls: { network: 5 },
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
  // A public call's 401 keeps the member's session.
  {
    name: "notification (member: a 401 on this public call keeps the session)",
    path: "/notification",
    method: "GET",
    browser: ["401"],
    member: true,
    setup: async () => {},
    trigger: (page) => openLobby(page),
    expectOutcome: async (page) => {
      await notificationIgnored(page);
      await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
      await expect(page.getByTestId("credit")).toHaveText("1,520.50");
    },
  },
  // A money form after a 500: the error in the popup, the input kept; the retry resumes the request the server shows pending.
  {
    name: "deposit (bank transfer)",
    path: "/requests/deposit/prepare",
    method: "POST",
    browser: ["500"],
    member: true,
    setup: async (page, { scenarios }) => {
      await openDepositWithPromotion(page);
      // What the server shows once the create's fate is unknown: the request pending, which the retry resumes.
      await scenarios.set("/customers/profile", "pendingDepositBank");
    },
    keepsInput: { field: (page) => dialog(page, "ฝากเงิน").getByLabel("จำนวนเงิน"), value: "500" },
    submit: depositSubmit,
    retryAfter500: resumesPending("รายการฝากเงิน"),
    trigger: (page) => depositSubmit(page).click(),
    expectOutcome: async (page, kind) => {
      await formFailed("ฝากเงิน")(page, kind);
      // The chosen promotion is still chosen.
      await expect(dialog(page, "ฝากเงิน").getByText("ฝาก 100 รับ 50")).toBeVisible();
    },
  },
  // A malformed answer to a member's action: the failure in the message dialog.
  {
    name: "bonus claim by number",
    path: "/customers/get-bonus/",
    method: "POST",
    browser: ["malformed"],
    member: true,
    setup: (page) => openInfo(page, "activities"),
    keepsInput: { field: (page) => infoDialog(page).getByLabel("รหัสโบนัส"), value: "9001" },
    submit: claimSubmit,
    trigger: (page) => claimSubmit(page).click(),
    expectOutcome: messageDialogFailed,
  },
];
