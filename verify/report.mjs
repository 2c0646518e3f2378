// The three outputs of `contract:verify`: the terminal report, JUnit XML (--junit) and the JSON
// report (--json). The JSON report holds only what the server decided (outcomes, statuses, rules
// broken, states): no timings, no random phones or ids, so two runs against the same server give
// the same file, and a diff between two runs is a change in the server.
import { describeViolation } from "./contract.mjs";

const ICON = { passed: "✔", failed: "✖", notExercised: "✖", skipped: "○", notReached: "○", refused: "·", warned: "⚠" };
const LABEL = {
  passed: "passed",
  failed: "failed",
  notExercised: "not exercised",
  skipped: "skipped",
  notReached: "not reached",
  refused: "refused",
  warned: "warned",
};
const count = (list, outcome) => list.filter((x) => x.outcome === outcome).length;

function request(c) {
  return `request: ${c.request.method} ${c.request.url} (auth: ${c.request.auth})${c.request.body ? ` body ${c.request.body.slice(0, 200)}` : ""}`;
}
function answer(c) {
  return `upstream answered ${c.response.status} ${c.response.contentType || "(no content type)"}: ${c.response.body.slice(0, 300).replace(/\s+/g, " ") || "(empty)"}`;
}

/** Readable report: one line per operation, details under every check that did not pass. */
export function formatReport(report) {
  const { title, version, sha256 } = report.contract;
  const lines = [
    `contract:verify ${report.base} against ${title} ${version} (sha256 ${sha256.slice(0, 12)})`,
    `401 probes: ${report.probes[401]}, 422 probes: ${report.probes[422]}, meaning checks: ${report.meaning}`,
    "",
  ];
  for (const op of report.operations) {
    const counts = ["passed", "failed", "warned", "refused", "notReached"]
      .map((o) => [count(op.checks, o), LABEL[o]])
      .filter(([n], i) => n || i === 0)
      .map(([n, l]) => `${n} ${l}`);
    const status = op.outcome === "passed" ? "" : ` — ${LABEL[op.outcome]}`;
    lines.push(`${ICON[op.outcome]} ${op.operationId.padEnd(22)} ${op.method.padEnd(5)} ${op.path.padEnd(36)} ${counts.join(", ")}${status}`);
    if (op.reason) lines.push(`    ${op.reason}`);
    for (const c of op.checks) {
      if (c.outcome === "passed") continue;
      lines.push(`    ${ICON[c.outcome]} ${c.check}${c.reason ? ` — ${c.outcome === "notReached" ? "not reached: " : ""}${c.reason}` : ""}`);
      if (c.outcome !== "failed" && c.outcome !== "warned") continue;
      for (const v of c.violations) lines.push(`        ${describeViolation(v)}`);
      if (c.request) lines.push(`        ${request(c)}`);
      if (c.response) lines.push(`        ${answer(c)}`);
    }
  }
  const ops = report.operations;
  const left = ops.filter((o) => o.outcome === "skipped").map((o) => o.operationId);
  lines.push("", "States:");
  if (!report.states.length) lines.push("  none asked");
  for (const s of report.states)
    lines.push(
      s.provided
        ? `  ✔ ${s.name}`
        : `  ○ ${s.name}: not provided (${s.reason})${s.instead ? `; instead ${s.instead}` : ""}${s.notTested.length ? `; not tested: ${s.notTested.join(", ")}` : ""}`,
    );
  for (const id of report.unknownAllowed) lines.push(`✖ --allow-unexercised names ${id}, which is not an operation of the contract`);
  const { seen, documented, missing } = report.coverage;
  lines.push(
    "",
    `Coverage: ${seen} of ${documented} documented statuses seen (operations × statuses, 5XX not provoked)${missing.length ? `; not seen: ${missing.join(", ")}` : ""}.`,
    `${ops.length} operations: ${count(ops, "passed")} passed, ${count(ops, "notExercised")} not exercised, ${count(ops, "skipped")} skipped, ${count(ops, "failed")} failed. ` +
      `${report.checks.length} checks: ${count(report.checks, "passed")} passed, ${count(report.checks, "failed")} failed, ${count(report.checks, "warned")} warned, ${count(report.checks, "refused")} refused, ${count(report.checks, "notReached")} not reached. ${(report.ms / 1000).toFixed(1)} s.`,
    `Gate: ${report.ok ? "PASS" : "FAIL"}${left.length ? ` (skipped: ${left.join(", ")})` : ""}`,
  );
  return lines.join("\n");
}

// XML 1.0 cannot carry control characters; matching them is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const xml = (s) =>
  String(s)
    .replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c])
    .replace(CONTROL, "");

/**
 * JUnit XML: one testcase per check, named `<operationId>: <check>`, plus one per operation
 * (`<operationId>: exercised`) that fails when the operation was not exercised and is skipped, with
 * the reason, when --allow-unexercised accepts it.
 */
export function junitXml(report) {
  const cases = [];
  const testcase = (id, name, ms, inner = "") =>
    cases.push(
      `    <testcase classname="contract.${id}" name="${xml(`${id}: ${name}`)}" time="${((ms ?? 0) / 1000).toFixed(3)}"${inner ? `>${inner}</testcase>` : "/>"}`,
    );
  for (const op of report.operations) {
    if (op.outcome === "skipped") testcase(op.operationId, "exercised", 0, `<skipped message="${xml(op.reason)}"/>`);
    else if (op.outcome === "notExercised") testcase(op.operationId, "exercised", 0, `<failure message="${xml(`not exercised: ${op.reason}`)}"/>`);
    else testcase(op.operationId, "exercised", 0);
    for (const c of op.checks) {
      if (c.outcome === "passed") testcase(op.operationId, c.check, c.ms);
      else if (c.outcome === "notReached" || c.outcome === "refused" || c.outcome === "warned")
        testcase(op.operationId, c.check, c.ms, `<skipped message="${xml(`${LABEL[c.outcome]}: ${c.reason}`)}"/>`);
      else {
        const details = [...c.violations.map(describeViolation), c.request ? request(c) : "", c.response ? answer(c) : ""].join("\n");
        const message = c.reason || describeViolation(c.violations[0] ?? { path: "", message: "failed" });
        testcase(op.operationId, c.check, c.ms, `<failure message="${xml(message)}">${xml(details)}</failure>`);
      }
    }
  }
  const total = cases.length;
  const failures = cases.filter((c) => c.includes("<failure")).length;
  const skipped = cases.filter((c) => c.includes("<skipped")).length;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="contract:verify ${xml(report.base)}" tests="${total}" failures="${failures}" skipped="${skipped}" errors="0" time="${(report.ms / 1000).toFixed(3)}">
    <properties>${Object.entries(report.contract)
      .map(([k, v]) => `<property name="contract.${k}" value="${xml(v)}"/>`)
      .join("")}</properties>
${cases.join("\n")}
  </testsuite>
</testsuites>
`;
}

/** The JSON report (--json): per operation its outcome, checks, statuses seen and states used. */
export function jsonReport(report) {
  const ops = report.operations;
  return {
    tool: "contract:verify",
    contract: report.contract,
    statesVersion: report.statesVersion,
    base: report.base,
    probes: report.probes,
    meaning: report.meaning,
    outcome: report.ok ? "pass" : "fail",
    summary: {
      operations: ops.length,
      passed: count(ops, "passed"),
      notExercised: count(ops, "notExercised"),
      skipped: count(ops, "skipped"),
      failed: count(ops, "failed"),
    },
    coverage: report.coverage,
    states: report.states,
    unknownAllowed: report.unknownAllowed,
    operations: ops.map((o) => ({
      operationId: o.operationId,
      method: o.method,
      path: o.path,
      outcome: { passed: "pass", failed: "fail", notExercised: "not exercised", skipped: "skipped" }[o.outcome],
      ...(o.reason ? { reason: o.reason } : {}),
      documentedStatuses: o.documentedStatuses,
      statusesSeen: o.statusesSeen,
      statesUsed: o.statesUsed,
      checks: o.checks.map((c) => ({
        check: c.check,
        kind: c.kind,
        outcome: LABEL[c.outcome],
        ...(c.response ? { status: c.response.status } : {}),
        ...(c.state ? { state: c.state } : {}),
        ...(c.outcome === "passed" ? {} : { reason: c.reason ?? "" }),
        violations: c.violations.map((v) => ({
          path: v.path,
          message: v.message,
          ...(v.got === undefined ? {} : { got: v.got }),
          ...(v.meaning ? { meaning: true } : {}),
        })),
      })),
    })),
  };
}
