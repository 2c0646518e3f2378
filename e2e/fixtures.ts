import { test as base, devices, expect, type Locator, type Page, type Request, type Response } from "@playwright/test";
import { initialState, nextAnswer, operationOf, preferFor, type Journey } from "../src/dev/journey";
import storageKeys from "../src/shared/config/storage-keys.json" with { type: "json" };

/**
 * Every test runs under a contract guard: it fails when any /lobby/api answer
 * carries Prism's sl-violations header, when a 422 arrives that the test did
 * not ask for, when the page throws an uncaught error, or when React reports that the
 * app could not take the prerendered first paint over as it was (a hydration error).
 */
export interface ContractGuard {
  /** Allow 422 answers for calls whose path contains `fragment` (the test asked for them). */
  allow422(fragment: string): void;
  /** Allow sl-violations for calls whose path contains `fragment` (fault tests that break requests on purpose). */
  allowViolations(fragment: string): void;
  problems: string[];
}

/** Pick Prism's answer per call with the Prefer header; can be switched mid-test. */
export interface Scenarios {
  /** e.g. set("/customers/profile", "pendingDepositQr") or set("/login", "loginFailed", 422) */
  set(path: string, example: string, code?: number): Promise<void>;
  clear(path: string): Promise<void>;
}

/** Plays a mock journey (src/dev/journeys): the same scripts a developer watches with ?journey=<name>. */
export interface Journeys {
  /** Routes every call the journey names to its next example (Prefer) and seeds its session; call before the first navigation. */
  play(journey: Journey): Promise<void>;
  /** "operationId: example" of every request the journey answered, in order. */
  answered: string[];
}

/** The app's own storage keys (one source: src/shared/config/storage-keys.json). */
export const TOKEN_KEY = storageKeys.token;
export const EXPIRES_KEY = storageKeys.tokenExpires;

export async function seedMember(page: Page, { expiresInMs = 3_600_000 } = {}): Promise<void> {
  await page.addInitScript(
    ({ tokenKey, expiresKey, expiresInMs }) => {
      // The lobby's own window only: a game frame is sandboxed (no storage of its own to seed).
      if (window !== window.top || sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      localStorage.setItem(tokenKey, "e2e-member-token");
      localStorage.setItem(expiresKey, String(Date.now() + expiresInMs));
    },
    { tokenKey: TOKEN_KEY, expiresKey: EXPIRES_KEY, expiresInMs },
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The /lobby/api URLs a route handles, as a RegExp: Playwright matches a RegExp (or a glob) in its
 * driver, while a function would bring every request of the page (scripts, game art, fonts) to the
 * test process and back. `path` (after /lobby/api) narrows it: `exact` the whole path, else any
 * path containing it.
 */
export function apiUrl(path?: string, { exact = false }: { exact?: boolean } = {}): RegExp {
  const origin = "^[a-z]+://[^/]+/lobby/api";
  if (path === undefined) return new RegExp(`${origin}/`);
  return exact ? new RegExp(`${origin}${escape(path)}([?#]|$)`) : new RegExp(`${origin}(?=[^?#]*${escape(path)})`);
}

/** React's words for a first paint it could not take over as it was (or the numbers of those errors, minified). */
const HYDRATION_MESSAGE = /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)\b/i;

/** /lobby/api requests each page has sent and not yet seen answered (or failed), kept by the guard fixture. */
const apiInFlight = new WeakMap<Page, Set<Request>>();
export const apiRequestsInFlight = (page: Page): number => apiInFlight.get(page)?.size ?? 0;

export const test = base.extend<{ guard: ContractGuard; scenarios: Scenarios; member: void; journeys: Journeys }>({
  guard: [
    async ({ page }, use, testInfo) => {
      const allowed422: string[] = [];
      const allowedViolations: string[] = [];
      const problems: string[] = [];
      const onResponse = async (res: Response) => {
        const url = new URL(res.url());
        if (!url.pathname.startsWith("/lobby/api/")) return;
        const path = url.pathname.slice("/lobby/api".length);
        const violations = await res.headerValue("sl-violations").catch(() => null);
        if (violations && !allowedViolations.some((f) => path.includes(f))) {
          problems.push(`contract violation on ${res.request().method()} ${path}: ${violations}`);
        }
        if (res.status() === 422 && !allowed422.some((f) => path.includes(f))) {
          let body = "";
          try {
            body = await res.text();
          } catch {
            /* body gone */
          }
          problems.push(`unexpected 422 on ${res.request().method()} ${path}: ${body.slice(0, 500)}`);
        }
      };
      const inFlight = new Set<Request>();
      apiInFlight.set(page, inFlight);
      page.on("request", (r) => void (new URL(r.url()).pathname.startsWith("/lobby/api/") && inFlight.add(r)));
      page.on("requestfinished", (r) => void inFlight.delete(r));
      page.on("requestfailed", (r) => void inFlight.delete(r));
      page.on("response", onResponse);
      page.on("pageerror", (err) => problems.push(`uncaught page error: ${err.message}`));
      // Not a failure by itself (fault tests make the browser log failed loads), but part of the report of a failed test.
      const consoleErrors: string[] = [];
      page.on("console", (m) => void (m.type() === "error" && consoleErrors.push(`console.error: ${m.text().slice(0, 500)}`)));
      // React's hydration messages (src/app/main.tsx logs its recoverable errors; production React names them by number).
      page.on("console", (msg) => {
        if (["error", "warning"].includes(msg.type()) && HYDRATION_MESSAGE.test(msg.text())) problems.push(`hydration: ${msg.text().slice(0, 500)}`);
      });
      await use({
        allow422: (f) => allowed422.push(f),
        allowViolations: (f) => allowedViolations.push(f),
        problems,
      });
      page.off("response", onResponse);
      // A route handler still running when the test ends (a config.json read by a late request, its
      // route.fetch() answer then disposed with the context) must not fail a test that has passed.
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.context().unrouteAll({ behavior: "ignoreErrors" });
      if (testInfo.status === testInfo.expectedStatus) expect(problems, "contract guard").toEqual([]);
      // A test that failed on its own assertion: a page error or a logged error may be the cause, so the report shows them.
      else if (problems.length || consoleErrors.length) {
        await testInfo.attach("page errors and contract problems", { body: [...problems, ...consoleErrors.slice(-50)].join("\n"), contentType: "text/plain" });
      }
    },
    { auto: true },
  ],
  scenarios: [
    async ({ page }, use) => {
      // The announcement popup would cover every page; tests that want it ask for it.
      const chosen = new Map<string, string>([["/notification", "example=none"]]);
      await page.route(apiUrl(), async (route) => {
        const path = new URL(route.request().url()).pathname.slice("/lobby/api".length);
        const prefer = chosen.get(path) ?? [...chosen.entries()].find(([p]) => p.endsWith("*") && path.startsWith(p.slice(0, -1)))?.[1];
        if (!prefer) return route.continue();
        return route.continue({ headers: { ...route.request().headers(), prefer } });
      });
      await use({
        async set(path, example, code) {
          chosen.set(path, code ? `code=${code}, example=${example}` : `example=${example}`);
        },
        async clear(path) {
          chosen.delete(path);
        },
      });
    },
    { auto: true },
  ],
  member: async ({ page }, use) => {
    await seedMember(page);
    await use();
  },
  journeys: async ({ page }, use) => {
    const answered: string[] = [];
    await use({
      answered,
      async play(journey) {
        let state = initialState();
        // Registered after the scenario picker, so it runs first; calls the journey leaves alone fall back to it.
        await page.route(apiUrl(), async (route) => {
          const req = route.request();
          const op = operationOf(req.method(), new URL(req.url()).pathname.slice("/lobby/api".length));
          if (!op) return route.fallback();
          const next = nextAnswer(journey, state, op);
          state = next.state;
          if (!next.name) return route.fallback();
          answered.push(`${op}: ${next.name}`);
          return route.continue({ headers: { ...req.headers(), prefer: preferFor(op, next.name) } });
        });
        if (journey.session === "member") await seedMember(page);
        if (journey.features?.realOtp) await useRealOtp(page);
      },
    });
  },
});

export { expect };

/** The Pixel 7's own device pixel ratio, for specs about what the phone draws (the project runs at 1: playwright.config.ts). */
export const PHONE_DPR = devices["Pixel 7"].deviceScaleFactor;

/** Waits for the lobby shell to be interactive. */
export async function openLobby(page: Page, path = "/lobby/", { timeout = 15_000 }: { timeout?: number } = {}): Promise<void> {
  await page.goto(path);
  // The prerendered first paint (same components, same test ids) is gone once the app is up.
  await expect(page.locator("[data-first-paint]")).toHaveCount(0, { timeout });
  await expect(page.getByTestId("site-header").or(page.getByTestId("error-page")).or(page.getByTestId("config-error")).first()).toBeVisible({ timeout });
}

/** A popup by its title. */
export const dialog = (page: Page, name: string): Locator => page.getByRole("dialog", { name });

/** The real-OTP backend: the runtime config says the backend sends an SMS. */
export async function useRealOtp(page: Page): Promise<void> {
  await page.route("**/lobby/config.json", async (route) => {
    const res = await route.fetch();
    const json = (await res.json()) as { features: Record<string, unknown> };
    json.features.realOtp = true;
    await route.fulfill({ response: res, json });
  });
}

/** A member's deposit form past the reminder, with the promotion "ฝาก 100 รับ 50" chosen. */
export async function openDepositWithPromotion(page: Page): Promise<Locator> {
  await openLobby(page, "/lobby/deposit");
  await dialog(page, "แจ้งเตือนก่อนฝากเงิน").getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
  const form = dialog(page, "ฝากเงิน");
  await form.getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
  await dialog(page, "เลือกโปรโมชั่น").getByRole("button", { name: "เลือก ฝาก 100 รับ 50" }).click();
  await expect(form.getByText("ฝาก 100 รับ 50")).toBeVisible();
  return form;
}
