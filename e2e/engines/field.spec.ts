import { $ } from "./player";
import { CAPTURE_KEY, PLANT_PATH } from "./recorder";
import { expect, test } from "./fixtures";

/**
 * Field reports (docs/field-reports.md) from each engine: a thrown error, an unhandled rejection, a
 * refused answer and a failed chunk each reach the collector once, named with the engine, and nothing
 * that identifies the player or the server's page travels with them. The recorder is the collector
 * here (config.json's `fieldReports` points at it, on the page's own origin).
 */
const ENGINE = { chromium: "Blink", firefox: "Gecko", webkit: "WebKit" } as const;
/** A notice answer the boundary must refuse: server HTML with a phone number and a token where the list is. */
const HOSTILE_NOTICE = { data: "<html><body>Bad gateway for 0812345678, Bearer e2e-member-token</body></html>" };

interface Attribute {
  key: string;
  value: Record<string, unknown>;
}
const valueOf = (attributes: Attribute[], key: string): unknown => {
  const v = attributes.find((a) => a.key === key)?.value;
  return v ? Object.values(v)[0] : undefined;
};
type Logs = { resourceLogs: { resource: { attributes: Attribute[] }; scopeLogs: { logRecords: { attributes: Attribute[] }[] }[] }[] };
const records = (reports: string[]) =>
  reports.flatMap((r) =>
    (JSON.parse(r) as Logs).resourceLogs.flatMap((l) => l.scopeLogs.flatMap((s) => s.logRecords.map((record) => ({ resource: l.resource, record })))),
  );
const kinds = (reports: string[]) => records(reports).map(({ record }) => valueOf(record.attributes, "event.name"));

test("a thrown error, a refused answer and a failed chunk each reach the collector once, with no player data", async ({ player: p }) => {
  const { recorder } = p;
  recorder.collectFieldReports();
  recorder.answer("/notification", 200, HOSTILE_NOTICE);
  recorder.failFiles(/^\/lobby\/assets\/login-[\w-]+\.js$/);
  await p.open("/lobby/");
  // The page reloaded for a failed file a moment ago (src/app/chunk-reload.ts), so it shows the popup's failure instead.
  await p.page.evaluate(
    "() => { const at = String(Date.now()); sessionStorage.setItem('lobby.chunk-reload-at', at); sessionStorage.setItem('lobby.field-reports.reload', at); }",
  );
  await p.until("the reports' code", "() => performance.getEntriesByType('resource').some((e) => /field-reports-[\\w-]+\\.js$/.test(e.name))");
  // Same-origin code that throws and rejects (the harness's planted script).
  await p.page.evaluate(`() => { const s = document.createElement("script"); s.src = ${JSON.stringify(PLANT_PATH)}; document.head.append(s); }`);
  await p.tap($.testId("site-header").role("link", "เข้าสู่ระบบ"));
  await p.see($.testId("popup-failure"));
  await expect
    .poll(() => kinds(recorder.reports), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(["lobby.chunk", "lobby.error", "lobby.refused-answer", "lobby.rejection"]));

  for (const kind of ["lobby.chunk", "lobby.error", "lobby.refused-answer", "lobby.rejection"]) {
    expect(
      kinds(recorder.reports).filter((k) => k === kind),
      kind,
    ).toHaveLength(1);
  }
  for (const { resource } of records(recorder.reports)) expect(valueOf(resource.attributes, "browser.engine")).toBe(ENGINE[p.engine]);
  for (const secret of ["0812345678", "e2e-member-token", "<html", "Bad gateway", "Bearer"]) expect(recorder.reports.join("\n")).not.toContain(secret);

  // The errors and the failed file were this test's own: the guard fails on any other.
  await p.page.evaluate(`() => sessionStorage.removeItem(${JSON.stringify(CAPTURE_KEY)})`);
  await expect.poll(() => recorder.problems.filter((x) => /planted (error|rejection)/.test(x)).length).toBe(2); // the capture script's beacons
  recorder.problems.splice(0, recorder.problems.length, ...recorder.problems.filter((x) => !/planted/.test(x)));
});

test("with no collector configured, a journey sends no report", async ({ player: p }) => {
  p.recorder.failFiles(/^\/lobby\/assets\/login-[\w-]+\.js$/);
  await p.open("/lobby/");
  await p.page.evaluate("() => { const at = String(Date.now()); sessionStorage.setItem('lobby.chunk-reload-at', at); }");
  await p.tap($.testId("site-header").role("link", "เข้าสู่ระบบ"));
  await p.see($.testId("popup-failure"));
  // Everything the page asked for, once the failure is shown: no reports' code, nothing sent to a collector.
  expect(p.recorder.served.filter((path) => /field-reports|__engines\/field/.test(path))).toEqual([]);
  expect(p.recorder.reports).toEqual([]);
});
