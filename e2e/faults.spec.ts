import { expect, openLobby, seedMember, test, EXPIRES_KEY, TOKEN_KEY } from "./fixtures";
import { faultCases, SLOW_SHORT_MS } from "./fault-cases";
import { expectHealthyPage, injectFault, toasts } from "./faults-kit";

/**
 * Fault suite in the browser: one case per kind of outcome a player sees, from the flows of
 * e2e/fault-cases.ts with the kinds they show on screen (`browser`). Every contract operation ×
 * every kind runs at the client in src/app/fault-matrix.test.mjs; what each other screen shows is
 * in component tests (src/app/faults.test.tsx and the popups' own). Each case
 * checks the row's own outcome plus the standard ones: a healthy page (text, no endless spinner,
 * no stuck overlay, no uncaught error), no second submission, input kept, a retry that works.
 */
test.describe("faults on /lobby/api calls", () => {
  for (const c of faultCases) {
    for (const kind of c.browser) {
      test(`${c.name}: ${kind}`, async ({ page, guard, scenarios }) => {
        if (kind === "slow") test.setTimeout(SLOW_SHORT_MS + 40_000);
        if (c.member) await seedMember(page);
        const fault = await injectFault(page, c.path, kind, { method: c.method, delayMs: SLOW_SHORT_MS });
        await c.setup(page, { scenarios });
        if (c.keepsInput) await c.keepsInput.field(page).fill(c.keepsInput.value);
        await c.trigger(page);
        await c.expectOutcome(page, kind);
        await expectHealthyPage(page, guard);
        const max = c.maxCalls?.[kind] ?? (kind === "network" && c.method === "GET" ? 2 : 1);
        expect(fault.calls(), "the call was made").toBeGreaterThan(0);
        expect(fault.calls(), "no second submission").toBeLessThanOrEqual(max);
        // A 401 on a member call ends the session (and its member-only popups); everywhere else the input stays.
        const sessionOver = kind === "401" && c.member;
        if (c.keepsInput && !sessionOver && kind !== "slow") await expect(c.keepsInput.field(page)).toHaveValue(c.keepsInput.value);
        if (c.submit && !sessionOver && kind !== "slow") {
          // Usable again, and a retry reaches the server once more.
          await expect(c.submit(page)).toBeEnabled();
          await expect(c.submit(page)).not.toHaveAttribute("aria-busy", "true");
          if (kind === "500") {
            await fault.remove();
            const retried = c.retryAfter500
              ? page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname.endsWith("/customers/profile"))
              : page.waitForRequest((r) => r.method() === c.method && new URL(r.url()).pathname.includes(c.path));
            const creates: string[] = [];
            page.on("request", (r) => {
              if (r.method() === c.method && new URL(r.url()).pathname.includes(c.path)) creates.push(r.url());
            });
            await c.submit(page).click();
            await retried;
            if (c.retryAfter500) {
              await c.retryAfter500(page);
              expect(creates, "the retry resumed the pending request instead of creating another").toEqual([]);
            }
          }
        }
      });
    }
  }
});

test.describe("session edge cases", () => {
  test("a token that runs out during use: the next navigation shows the guest UI and says why", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-22T10:00:00+07:00") });
    // The page's clock runs in real time until fastForward: a minute is far more than any load
    // takes (3 s was not, once, on a loaded two-core machine: the token was out before the first check).
    await seedMember(page, { expiresInMs: 60_000 });
    await openLobby(page, "/lobby/promotion");
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    await page.clock.fastForward(65_000);
    await page.getByTestId("bottom-nav").getByRole("link", { name: "หน้าแรก" }).click();
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    await expect(toasts(page).filter({ hasText: "หมดเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่" })).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
  });

  test("a voluntary logout shows no expiry message", async ({ page, member: _ }) => {
    await openLobby(page);
    await page.getByRole("button", { name: "เปิดเมนู" }).click();
    await page.getByTestId("drawer").getByRole("button", { name: "ออกจากระบบ" }).click();
    // The guest bar and an expiry toast would come from the same session change: once the bar
    // is the guest's, the toast would be there too.
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    await expect(toasts(page)).toHaveCount(0);
  });

  test("clock skew through the login popup: expiry is device now + expires_in", async ({ page, scenarios }) => {
    const deviceNow = new Date("2031-03-01T12:00:00+07:00").getTime();
    await page.clock.install({ time: deviceNow });
    await scenarios.set("/notification", "none");
    await openLobby(page, "/lobby/login");
    const login = page.getByRole("dialog", { name: "เข้าสู่ระบบ" });
    await login.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await login.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
    const answer = page.waitForResponse((r) => r.url().endsWith("/lobby/api/login"));
    await login.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    const body = (await (await answer).json()) as { expires_in: number };
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    const expiresAt = Number(await page.evaluate((k) => localStorage.getItem(k), EXPIRES_KEY));
    // Stored by the device clock (2031), whatever the server's Date header says.
    expect(Math.abs(expiresAt - (deviceNow + body.expires_in * 1000))).toBeLessThan(60_000);
    // Just before expiry by the device clock the member is still in; just after, out.
    await page.clock.fastForward(body.expires_in * 1000 - 120_000);
    await page.getByTestId("bottom-nav").getByRole("link", { name: "หน้าแรก" }).click();
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    await page.clock.fastForward(240_000);
    await page.getByTestId("bottom-nav").getByRole("link", { name: "หน้าแรก" }).click();
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
  });

  test("a token that runs out during a deposit countdown: guest UI, no poller left, pending request cleared", async ({ page, scenarios }) => {
    await page.clock.install();
    await seedMember(page, { expiresInMs: 60_000 });
    await scenarios.set("/customers/profile", "pendingDepositBank");
    await openLobby(page);
    const process = page.getByRole("dialog", { name: "รายการฝากเงิน" });
    await expect(process.getByTestId("countdown")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("lobby.pending-request"))).not.toBeNull();
    await page.clock.fastForward(61_000);
    await page.keyboard.press("Escape");
    await page.getByTestId("bottom-nav").getByRole("link", { name: "หน้าแรก" }).click();
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    await expect(toasts(page).filter({ hasText: "หมดเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่" })).toBeVisible();
    await expect(process).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("lobby.pending-request"))).toBeNull();
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
    // No poller left: the next minutes bring no profile request.
    let polls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/customers/profile")) polls += 1;
    });
    await page.clock.runFor(60_000);
    // Request events arrive in order: once a request sent after the minute has been seen, any poll
    // the minute started would have been counted.
    const marker = page.waitForRequest((r) => r.url().endsWith("/lobby/config.json?after-the-minute"));
    await page.evaluate(() => void fetch("/lobby/config.json?after-the-minute"));
    await marker;
    expect(polls).toBe(0);
  });
});
