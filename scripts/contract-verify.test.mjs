// @vitest-environment node
// Proves `npm run contract:verify`: a server that keeps the contract passes clean, a server with
// realistic mistakes gets each one reported against its operation, and a server that implements
// nothing fails every operation. The CLI's exit code and JUnit XML are checked once.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "./lib.mjs";
import { describeViolation, loadContract } from "./verify/contract.mjs";
import { formatReport, verify } from "./verify/run.mjs";
import { startUpstream, WRONG_UPSTREAM_MISTAKES } from "./verify/upstreams.mjs";

const failures = (op) => op.checks.filter((c) => c.outcome === "failed");
const text = (c) => [c.reason, ...c.violations.map(describeViolation)].join("\n");

describe("contract:verify", () => {
  const up = {};
  const reports = {};
  beforeAll(async () => {
    for (const kind of ["correct", "wrong", "404"]) up[kind] = await startUpstream(kind);
    // One after another: each run's timing stays its own.
    for (const kind of ["correct", "wrong", "404"]) reports[kind] = await verify(up[kind].url);
  }, 180_000);
  afterAll(async () => Promise.all(Object.values(up).map((u) => u.close())));

  it("covers all 26 operations of the contract, each with a call and its 401 and 422 probes", async () => {
    const contract = await loadContract();
    const report = reports.correct;
    expect(report.operations.map((o) => o.operationId).sort()).toEqual([...contract.byId.keys()].sort());
    expect(report.operations).toHaveLength(26);
    for (const op of report.operations) {
      const resource = contract.byId.get(op.operationId);
      const names = op.checks.map((c) => c.check);
      expect(
        names.some((n) => n.startsWith("answer")),
        op.operationId,
      ).toBe(true);
      expect(names.includes("no token"), op.operationId).toBe(contract.secured(resource));
      expect(names.includes("invalid input"), op.operationId).toBe(resource.responses.some((r) => r.code === "422"));
    }
  });

  it("passes a server that keeps the contract, every check reached, well under a minute", () => {
    const report = reports.correct;
    const bad = report.checks.filter((c) => c.outcome !== "passed");
    expect(bad.map((c) => `${c.operationId} ${c.check}: ${text(c)}`)).toEqual([]);
    expect(report.ms).toBeLessThan(60_000);
  });

  it("reports each mistake of the wrong server against its own operation, and nothing else", () => {
    const report = reports.wrong;
    expect(Object.keys(WRONG_UPSTREAM_MISTAKES).length).toBeGreaterThanOrEqual(10);
    for (const op of report.operations) {
      const mistake = WRONG_UPSTREAM_MISTAKES[op.operationId];
      if (!mistake) {
        expect(failures(op).map(text), `${op.operationId} has no mistake`).toEqual([]);
        continue;
      }
      expect(op.outcome, `${op.operationId}: ${mistake.what}`).toBe("failed");
      const hit = failures(op).find((c) => c.check.startsWith(mistake.check) && mistake.expect.test(text(c)));
      expect(hit, `${op.operationId}: ${mistake.what} in ${failures(op).map(text).join(" | ")}`).toBeDefined();
      // The report carries what was sent and what really came back.
      expect(hit.request.url).toContain(up.wrong.url);
      expect(hit.response.status).toBeGreaterThan(0);
    }
    const out = formatReport(report);
    expect(out).toContain('/body/data/games/0/credit: Response body property data.games.0.credit must be number (got "1520.50")');
    expect(out).toMatch(/13 failed/);
  });

  it("fails every operation of a server that answers 404 everywhere", () => {
    const report = reports["404"];
    expect(report.operations.filter((o) => o.outcome !== "failed").map((o) => o.operationId)).toEqual([]);
    for (const c of report.checks.filter((c) => c.outcome === "failed")) expect(c.reason).toMatch(/got 404/);
    // Calls that need a token it never got are "not reached", with the reason.
    expect(report.checks.find((c) => c.operationId === "getProfile" && c.check === "answer")).toMatchObject({
      outcome: "notReached",
      reason: expect.stringMatching(/no member token/),
    });
  });

  it("CLI: exits 1 on failures and writes JUnit XML naming the operation in every testcase", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "verify-")), "junit.xml");
    const child = spawn(process.execPath, ["scripts/contract-verify.mjs", up.wrong.url, "--junit", file], { cwd: root });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    const code = await new Promise((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(out).toMatch(/26 operations: 13 passed, 13 failed/);
    const xml = readFileSync(file, "utf8");
    const cases = [...xml.matchAll(/<testcase classname="contract\.(\w+)" name="([^"]+)"/g)];
    expect(cases.length).toBe(reports.wrong.checks.length);
    for (const [, id, name] of cases) expect(name.startsWith(`${id}: `)).toBe(true);
    expect(xml).toMatch(
      /<testcase classname="contract\.createWithdraw" name="createWithdraw: answer"[^>]*><failure message="expected status 200 or 422, got 500">/,
    );
  }, 120_000);
});
