import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { policyFromConfig } from "../scripts/security-headers.mjs";
import { apiUrl, expect, openLobby, seedMember, test, TOKEN_KEY } from "./fixtures";

/**
 * Field reports (docs/field-reports.md) from a real page to the reference collector
 * (scripts/field-collector.mjs, started by playwright.config.ts; it appends every body it receives
 * to FIELD_COLLECTED). Each test points the lobby at a path of its own on the collector, so tests
 * running side by side read only their own reports.
 */
const COLLECTOR = `http://127.0.0.1:${process.env.FIELD_PORT ?? 4318}`;
const collected = (): string => process.env.FIELD_COLLECTED ?? "";

interface Attribute {
  key: string;
  value: Record<string, unknown>;
}
interface LogRecord {
  body: { stringValue: string };
  attributes: Attribute[];
}
interface Batch {
  path: string;
  body: { resourceLogs: { resource: { attributes: Attribute[] }; scopeLogs: { logRecords: LogRecord[] }[] }[] };
}
const valueOf = (attributes: Attribute[], key: string): unknown => {
  const v = attributes.find((a) => a.key === key)?.value;
  return v ? Object.values(v)[0] : undefined;
};

/** The batches this test's pages sent, as the collector wrote them. */
function batchesFor(prefix: string): { raw: string[]; batches: Batch[] } {
  const raw = readFileSync(collected(), "utf8")
    .split("\n")
    .filter((line) => line && (JSON.parse(line) as Batch).path.startsWith(prefix));
  return { raw, batches: raw.map((line) => JSON.parse(line) as Batch) };
}
const recordsOf = (batches: Batch[]) =>
  batches.flatMap((b) => b.body.resourceLogs.flatMap((r) => r.scopeLogs.flatMap((s) => s.logRecords.map((record) => ({ resource: r.resource, record })))));

/** The shipped config.json with a collector, and the page's CSP as the deployment writes it for that config (scripts/security-headers.mjs). */
async function reportTo(page: Page, collectorUrl: string): Promise<void> {
  // A page served by the test (below) has no address of its own for Chromium's Local Network Access checks: the
  // collector on 127.0.0.1 then needs the permission a page served from the loopback address has without asking.
  await page.context().grantPermissions(["local-network-access"]);
  let config: Parameters<typeof policyFromConfig>[0] | null = null;
  await page.route("**/lobby/config.json", async (route) => {
    const response = await route.fetch();
    config = { ...((await response.json()) as Parameters<typeof policyFromConfig>[0]), fieldReports: { collectorUrl, vitalsSampleRate: 1 } };
    await route.fulfill({ response, json: config });
  });
  // The documents: the preview serves the shipped config's policy; with the collector, the deployment's names it in connect-src.
  await page.route(/\/lobby\/(lobby)?([?#].*)?$/, async (route) => {
    const response = await route.fetch();
    const shipped = (await (await route.fetch({ url: new URL("/lobby/config.json", route.request().url()).href })).json()) as Parameters<
      typeof policyFromConfig
    >[0];
    const { connectOrigins } = policyFromConfig({ ...(config ?? shipped), fieldReports: { collectorUrl, vitalsSampleRate: 1 } });
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/connect-src 'self'[;\s]/);
    const headers = { ...response.headers(), "content-security-policy": csp.replace(/connect-src [^;]*/, ["connect-src 'self'", ...connectOrigins].join(" ")) };
    await route.fulfill({ response, headers });
  });
}

const loginButton = (page: Page) =>
  page
    .getByRole("link", { name: "เข้าสู่ระบบ" })
    .or(page.getByRole("button", { name: "เข้าสู่ระบบ" }))
    .first();

/** A notice answer the boundary must refuse: server HTML with a phone number and a token where the list is. */
const HOSTILE_NOTICE = { data: "<html><body>Bad gateway for 0812345678, Bearer e2e-member-token</body></html>" };

test("a thrown error (before the reports' code is in and after), a refused answer and a failed chunk each reach the collector once, with no player data", async ({
  page,
  guard,
}) => {
  test.slow();
  const prefix = `/e2e-${randomBytes(6).toString("hex")}`;
  await reportTo(page, `${COLLECTOR}${prefix}/v1/logs`);
  // Refused answer: the notice, asked for at start (before the reports' code is in).
  await page.route(apiUrl("/notification"), (route) => route.fulfill({ json: HOSTILE_NOTICE }));
  // Failed chunk: the login popup's file fails. The page reloaded for a failed file a moment ago (and that page
  // view reported it), so it does not reload again (src/app/chunk-reload.ts): the player sees the popup's failure.
  // (A batch sent as a page unloads is a keep-alive fetch, which Playwright's request interception, on for
  // the routes here, does not let through; the reporter's unit tests cover that path.)
  await page.addInitScript(() => {
    const at = String(Date.now());
    sessionStorage.setItem("lobby.chunk-reload-at", at);
    sessionStorage.setItem("lobby.field-reports.reload", at);
    // Thrown before the reports' code is in (it loads once the page has loaded): the boot script keeps it.
    document.addEventListener("DOMContentLoaded", () =>
      setTimeout(() => {
        throw new Error("early boom for 0812345678");
      }),
    );
  });
  await page.route(/\/lobby\/assets\/login-[\w-]+\.js$/, (route) => route.abort("connectionreset"));
  const reporterLoaded = page.waitForResponse(/\/lobby\/assets\/field-reports-[\w-]+\.js$/, { timeout: 60_000 });
  await openLobby(page, "/lobby/", { timeout: 45_000 });
  await reporterLoaded;

  // Thrown errors: uncaught, with a phone number, a password and the token in their messages.
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error("stake failed for 0812345678 password=hunter2"))));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("boom at 081-234-5678 with token=e2e-member-token");
    }),
  );
  await loginButton(page).click();
  await expect(page.getByTestId("popup-failure")).toBeVisible({ timeout: 30_000 });

  await expect
    .poll(() => recordsOf(batchesFor(prefix).batches).map(({ record }) => valueOf(record.attributes, "event.name")), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(["lobby.chunk", "lobby.error", "lobby.refused-answer", "lobby.rejection"]));
  await expect
    .poll(() => recordsOf(batchesFor(prefix).batches).filter(({ record }) => valueOf(record.attributes, "event.name") === "lobby.error").length, {
      timeout: 30_000,
    })
    .toBe(2);
  // The thrown errors are the test's own (the guard fails on any other).
  guard.problems.splice(0, guard.problems.length, ...guard.problems.filter((p) => !/boom at|early boom|stake failed/.test(p)));

  const { raw, batches } = batchesFor(prefix);
  const records = recordsOf(batches);
  const kinds = records.map(({ record }) => valueOf(record.attributes, "event.name"));
  for (const kind of ["lobby.chunk", "lobby.refused-answer", "lobby.rejection"])
    expect(
      kinds.filter((k) => k === kind),
      kind,
    ).toHaveLength(1);

  const refused = records.find(({ record }) => valueOf(record.attributes, "event.name") === "lobby.refused-answer")!.record;
  expect(valueOf(refused.attributes, "lobby.operation_id")).toBe("listNotifications");
  expect(valueOf(refused.attributes, "http.response.status_code")).toBe("200");
  expect(valueOf(refused.attributes, "lobby.violation.path")).toBe("/data");
  const errors = records.filter(({ record }) => valueOf(record.attributes, "event.name") === "lobby.error");
  expect(errors.map(({ record }) => valueOf(record.attributes, "exception.message")).sort()).toEqual([
    "boom at [number] with token=[redacted]",
    "early boom for [number]",
  ]);
  const chunk = records.find(({ record }) => valueOf(record.attributes, "event.name") === "lobby.chunk")!.record;
  expect(String(valueOf(chunk.attributes, "exception.message"))).toMatch(/dynamically imported module|Importing a module script failed|chunk/i);

  // Every report names the app's version, the page's locale and path, the engine and OS family and its page view.
  for (const { resource, record } of records) {
    expect(valueOf(resource.attributes, "service.name")).toBe("lobby");
    expect(String(valueOf(resource.attributes, "service.version"))).toMatch(/^0\.1\.0\+[\w-]+$/);
    expect(valueOf(resource.attributes, "browser.engine")).toBe("Blink");
    expect(valueOf(resource.attributes, "os.type")).toBe("Android");
    expect(String(valueOf(resource.attributes, "lobby.page_view.id"))).toMatch(/^[0-9a-f]{32}$/);
    expect(valueOf(record.attributes, "lobby.locale")).toBe("th");
    expect(valueOf(record.attributes, "url.path")).toMatch(/^\/lobby\/(login)?$/);
  }
  // Nothing that identifies the player or the server's page.
  for (const line of raw) {
    for (const secret of ["0812345678", "081-234-5678", "hunter2", "e2e-member-token", "<html", "Bad gateway", "Bearer"]) expect(line).not.toContain(secret);
  }
});

test("a member's page view reports its Web Vitals, sampled at rate 1, without the member's token", async ({ page }) => {
  test.slow();
  const prefix = `/e2e-${randomBytes(6).toString("hex")}`;
  await seedMember(page);
  await reportTo(page, `${COLLECTOR}${prefix}/v1/logs`);
  const vitalsLoaded = page.waitForResponse(/\/lobby\/assets\/web-vitals[.\w-]*\.js$/, { timeout: 60_000 });
  await openLobby(page, "/lobby/", { timeout: 45_000 });
  await vitalsLoaded;
  await page.getByRole("button", { name: "เปิดเมนู" }).click();
  // Hiding the page sends what is measured (LCP, CLS and INP are final only then).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect
    .poll(() => recordsOf(batchesFor(prefix).batches).map(({ record }) => valueOf(record.attributes, "lobby.vital.name")), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(["TTFB", "FCP", "LCP"]));
  const { raw, batches } = batchesFor(prefix);
  const lcp = recordsOf(batches).find(({ record }) => valueOf(record.attributes, "lobby.vital.name") === "LCP")!.record;
  expect(Number(valueOf(lcp.attributes, "lobby.vital.value"))).toBeGreaterThan(0);
  expect(String(valueOf(lcp.attributes, "lobby.vital.target"))).not.toBe("");
  for (const line of raw) expect(line).not.toContain("e2e-member-token");
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe("e2e-member-token");
});

test("with no collector configured, a journey that meets the same faults sends nothing and loads no reporting code", async ({ page, guard }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  test.slow();
  await page.route(apiUrl("/notification"), (route) => route.fulfill({ json: HOSTILE_NOTICE }));
  await openLobby(page, "/lobby/", { timeout: 45_000 });
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("boom with no collector");
    }),
  );
  await expect.poll(() => guard.problems.some((p) => p.includes("boom with no collector"))).toBe(true);
  guard.problems.splice(0, guard.problems.length, ...guard.problems.filter((p) => !p.includes("boom with no collector")));
  // The page has loaded and gone idle: the file that would start the reports (after-first-screen) is in.
  await expect.poll(() => requests.some((url) => /\/assets\/after-first-screen-/.test(url))).toBe(true);
  await loginButton(page).click();
  await expect(page.getByRole("dialog").first()).toBeVisible();
  // Leaving the page (pagehide: when a batch would leave).
  await page.goto("about:blank");
  const origin = new URL(requests[0]!).origin;
  expect(requests.filter((url) => new URL(url).origin !== origin && !url.startsWith("data:"))).toEqual([]);
  expect(requests.filter((url) => /field-reports|web-vitals|\/v1\/logs/.test(url))).toEqual([]);
});
