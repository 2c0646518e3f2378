import type { Locator, Page, Request } from "@playwright/test";
import { apiUrl, dialog, expect, openDepositWithPromotion, openLobby, seedMember, test, type Scenarios } from "./fixtures";
import { PASSWORD, PHONE } from "./pages/account";

/**
 * One intent, one request, in a real browser: one case per gesture only a browser makes real, on
 * the money buttons first: Enter spam on a form (login), a burst of 5 touch taps (deposit submit,
 * the form replaced by the process popup under the finger), a double-click (deposit cancel, a
 * message-dialog result) and presses over a slowed answer (withdraw submit). Every other control
 * and gesture is checked at component level (src/app/double-submit.test.tsx: every form × every
 * gesture, and the registration and reset steps, the bonus buttons and the credit check with the
 * gesture they had here, the contract's examples answering). Each case counts the requests to the
 * button's path once its result is on screen, and expects exactly one.
 *
 * Taps and clicks go to the button's place on the screen, not to the element: the popup may
 * change under the finger (the deposit form becomes the process popup), as it does for a player.
 */

interface Target {
  /** The button the player presses. */
  button: Locator;
  /** Where Enter is pressed: the form's last field, or the button itself. */
  enterOn: Locator;
  /** The result the player sees once the call is answered. */
  result: Locator;
  /** A message dialog's text: Enter spam may close that dialog as soon as it opens, so its appearance is recorded in the page. */
  resultText?: string;
  /** The request under test (filled in by the runner). */
  isAnswer: (r: Request) => boolean;
}

type Mode = "double-click" | "tap burst ×5" | "Enter ×5" | "slowed answer";

interface Row {
  name: string;
  method: "POST" | "GET";
  /** Path under /lobby/api (a RegExp for paths with an id). */
  path: string | RegExp;
  member?: boolean;
  /** The gesture this control is checked with here (every gesture per form: src/app/double-submit.test.tsx). */
  mode: Mode;
  /** Brings the button on screen, ready to press; the call must not have been sent yet. */
  open(page: Page, scenarios: Scenarios): Promise<Omit<Target, "isAnswer">>;
}

const message = (page: Page, text: string) => page.getByRole("dialog").filter({ hasText: text });

const ROWS: Row[] = [
  {
    name: "login",
    mode: "Enter ×5",
    method: "POST",
    path: "/login",
    async open(page) {
      await openLobby(page, "/lobby/login");
      const form = dialog(page, "เข้าสู่ระบบ");
      await form.getByLabel("เบอร์โทรศัพท์").fill(PHONE);
      await form.getByLabel("รหัสผ่าน", { exact: true }).fill(PASSWORD);
      const password = form.getByLabel("รหัสผ่าน", { exact: true });
      return {
        button: form.getByRole("button", { name: "เข้าสู่ระบบ" }),
        enterOn: password,
        result: page.getByTestId("bottom-nav").and(page.locator("[data-role=member]")),
      };
    },
  },
  {
    name: "deposit submit",
    mode: "tap burst ×5",
    method: "POST",
    path: "/requests/deposit/prepare",
    member: true,
    async open(page, scenarios) {
      const form = await openDepositWithPromotion(page);
      await form.getByLabel("จำนวนเงิน").fill("500");
      // From now on the server shows the deposit pending (it is created by this submit).
      await scenarios.set("/customers/profile", "pendingDepositBank");
      return { button: form.getByRole("button", { name: "ฝากเงิน", exact: true }), enterOn: form.getByLabel("จำนวนเงิน"), result: dialog(page, "รายการฝากเงิน") };
    },
  },
  {
    name: "deposit cancel",
    mode: "double-click",
    method: "POST",
    path: /^\/requests\/deposit\/\d+\/cancel$/,
    member: true,
    async open(page, scenarios) {
      await scenarios.set("/customers/profile", "pendingDepositBank");
      await openLobby(page);
      const process = dialog(page, "รายการฝากเงิน");
      const cancel = process.getByRole("button", { name: "ยกเลิกรายการ" });
      return { button: cancel, enterOn: cancel, result: message(page, "ยกเลิกรายการฝากเงินเรียบร้อย"), resultText: "ยกเลิกรายการฝากเงินเรียบร้อย" };
    },
  },
  {
    name: "withdraw submit",
    mode: "slowed answer",
    method: "POST",
    path: "/requests/withdraw",
    member: true,
    async open(page, scenarios) {
      await openLobby(page, "/lobby/withdraw");
      const form = dialog(page, "ถอนเงิน");
      await form.getByLabel("จำนวนเงิน").fill("300");
      await scenarios.set("/customers/profile", "pendingWithdraw");
      return {
        button: form.getByRole("button", { name: "ถอนเงิน", exact: true }),
        enterOn: form.getByLabel("จำนวนเงิน"),
        result: dialog(page, "กำลังดำเนินการถอนเงิน"),
      };
    },
  },
];

const SLOW_MS = 2_000;

const matches = (row: Row) => (r: Request) => {
  const url = new URL(r.url());
  if (r.method() !== row.method || !url.pathname.startsWith("/lobby/api/")) return false;
  const path = url.pathname.slice("/lobby/api".length);
  return typeof row.path === "string" ? path === row.path : row.path.test(path);
};

async function centre(button: Locator): Promise<{ x: number; y: number }> {
  // Long waits: the journeys to some buttons are several popups deep.
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("button has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function press(page: Page, mode: Mode, target: Target): Promise<void> {
  const { x, y } = await centre(target.button);
  switch (mode) {
    case "double-click":
      await page.mouse.dblclick(x, y);
      return;
    case "tap burst ×5":
      for (let i = 0; i < 5; i++) await page.touchscreen.tap(x, y);
      return;
    case "Enter ×5":
      await target.enterOn.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press("Enter");
      return;
    case "slowed answer": {
      // Taps and Enter spread over the slowed answer: the player keeps pressing while waiting.
      let answered = false;
      void page
        .waitForResponse((r) => r.request().method() !== "OPTIONS" && target.isAnswer(r.request()), { timeout: 20_000 })
        .then(
          () => (answered = true),
          () => undefined,
        );
      await target.enterOn.focus();
      await page.touchscreen.tap(x, y);
      for (let i = 0; i < 4 && !answered; i++) {
        await page.waitForTimeout(SLOW_MS / 5);
        if (answered) break;
        await page.touchscreen.tap(x, y);
        await page.keyboard.press("Enter");
      }
    }
  }
}

/** Filled in as the cases run; printed at the end (requests per intent). */
const counts: string[] = [];

test.describe("one intent, one request", () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterAll(() => {
    if (counts.length) console.log(`requests per intent:\n${counts.sort().join("\n")}`);
  });

  for (const row of ROWS) {
    const { mode } = row;
    {
      test(`${row.name} × ${mode}`, async ({ page, scenarios }) => {
        if (row.member) await seedMember(page);
        const sent: Request[] = [];
        page.on("request", (r) => {
          if (matches(row)(r)) sent.push(r);
        });
        const target = { ...(await row.open(page, scenarios)), isAnswer: matches(row) };
        expect(sent, "nothing sent before the press").toHaveLength(0);
        if (mode === "slowed answer") {
          await page.route(apiUrl(), async (route) => {
            if (matches(row)(route.request())) await new Promise((r) => setTimeout(r, SLOW_MS));
            await route.fallback();
          });
        }
        const answered = page.waitForResponse((r) => matches(row)(r.request()), { timeout: 20_000 });
        // Watched from before the press: Enter spam may go on to close the result dialog itself
        // (the next popup's first button has the focus), as a player holding Enter would.
        if (target.resultText) {
          await page.evaluate((text) => {
            const w = window as unknown as { __resultSeen?: boolean };
            w.__resultSeen = false;
            new MutationObserver((_, observer) => {
              if (!document.body.innerText.includes(text)) return;
              w.__resultSeen = true;
              observer.disconnect();
            }).observe(document.body, { subtree: true, childList: true, characterData: true });
          }, target.resultText);
        }
        const shown = target.resultText
          ? page.waitForFunction(() => (window as unknown as { __resultSeen?: boolean }).__resultSeen === true, null, { timeout: 20_000 })
          : target.result.first().waitFor({ state: "visible", timeout: 20_000 });
        await press(page, mode, target);
        await answered;
        await shown;
        counts.push(`${row.name} × ${mode}: ${sent.length}`);
        expect(sent.map((r) => new URL(r.url()).pathname)).toHaveLength(1);
      });
    }
  }
});
