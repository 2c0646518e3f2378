import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { apiRequestsInFlight, apiUrl, type ContractGuard } from "./fixtures";

/** The ways a /lobby/api call can go wrong in the browser (the client-level matrix, src/app/fault-matrix.test.mjs, has all but "slow" for every operation of the contract). */
export type FaultKind = "500" | "network" | "slow" | "malformed" | "401";

/** The real 10 s delay is used only where a case asks for it (see fault-cases.ts). */
export const SLOW_MS = 10_000;

export interface FaultHandle {
  /** How many matching requests the page sent since the fault was injected. */
  calls(): number;
  /** Stop faulting; later calls reach Prism again. */
  remove(): Promise<void>;
}

/**
 * Answers every /lobby/api call whose path contains `pathFragment` (and method, if given) with a fault.
 * Faked answers never reach Prism, so they carry no sl-violations header and the contract guard
 * only ever judges real Prism answers. "slow" waits, then lets the real answer through.
 */
export async function injectFault(
  page: Page,
  pathFragment: string,
  kind: FaultKind,
  { method, delayMs = SLOW_MS }: { method?: string; delayMs?: number } = {},
): Promise<FaultHandle> {
  let count = 0;
  const handler = async (route: Route) => {
    const req = route.request();
    if (method && req.method() !== method) return route.fallback();
    count += 1;
    switch (kind) {
      case "500":
        return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Server Error" }) });
      case "network":
        return route.abort("failed");
      case "malformed":
        return route.fulfill({ status: 200, contentType: "application/json", body: "{not json" });
      case "401":
        return route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Unauthenticated." }) });
      case "slow":
        await new Promise((r) => setTimeout(r, delayMs));
        return route.fallback().catch(() => undefined);
    }
  };
  const url = apiUrl(pathFragment);
  await page.route(url, handler);
  return { calls: () => count, remove: () => page.unroute(url, handler) };
}

/**
 * The standard assertions after any fault: the page shows text, nothing is left
 * busy or covered by the loading overlay, and the guard saw no contract problem
 * or uncaught page error.
 */
export async function expectHealthyPage(page: Page, guard: ContractGuard, { settleMs = 8_000 } = {}): Promise<void> {
  await expect.poll(async () => (await page.locator("body").innerText()).trim().length, { message: "page has visible text" }).toBeGreaterThan(20);
  await expect(page.locator('[aria-busy="true"]'), "no endless spinner").toHaveCount(0, { timeout: settleMs });
  await expect(page.getByTestId("loading-overlay"), "no stuck loading overlay").toHaveCount(0, { timeout: settleMs });
  await expect(page.locator(".spinner"), "no spinner left turning").toHaveCount(0, { timeout: settleMs });
  await expect(page.locator("#root")).not.toBeEmpty();
  expect(guard.problems, "contract guard and page errors").toEqual([]);
}

/**
 * The positive signal before a negative check: every /lobby/api request the page has sent is
 * answered (or failed), and the page has rendered two frames since, so whatever the app does with
 * the answers is on screen. (Playwright's "networkidle" is reached once per navigation and would
 * not wait after a tap.)
 */
export async function requestsSettled(page: Page): Promise<void> {
  await expect.poll(() => apiRequestsInFlight(page), { message: "API requests still in flight" }).toBe(0);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Toasts currently on screen (the notification container). */
export const toasts = (page: Page): Locator => page.locator(".notices .notice");
