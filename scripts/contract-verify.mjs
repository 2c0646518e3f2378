// npm run contract:verify -- <api-base-url> [flags]       (docs/backend-teams.md has the whole guide)
// Active conformance run against a live server: drives the lobby's journeys, asks for provider
// states, probes 401/422 answers and validates every answer against openapi/lobby.yaml with Prism's
// validator. Prints a report per operation; exits 1 when the gate fails, 2 on a usage error.
//   npm run contract:verify -- http://127.0.0.1:8000/lobby/api --states http://127.0.0.1:8000/testing/states --json verify.json --junit verify.xml
// The member credentials may also come from VERIFY_PHONE / VERIFY_PASSWORD (and VERIFY_OTP).
import { writeFileSync } from "node:fs";
import { jsonReport, formatReport, junitXml } from "./verify/report.mjs";
import { NEGATIVE_MODES, verify } from "./verify/run.mjs";

const VALUE_FLAGS = {
  phone: "an existing member's phone; only read, never changed",
  password: "that member's password",
  otp: "a fixed OTP code for the password reset",
  states: "URL of your test endpoint for provider states",
  negative: `probe policy: ${NEGATIVE_MODES.join(" | ")} (default strict)`,
  "allow-unexercised": "operationId,operationId: accepted gaps, reported as skipped",
  json: "file for the JSON report",
  junit: "file for the JUnit XML report",
  timeout: "ms to wait for each answer (default 10000)",
};
const USAGE = [
  "usage: npm run contract:verify -- <api-base-url, e.g. http://127.0.0.1:8000/lobby/api> [flags]",
  ...Object.entries(VALUE_FLAGS).map(([k, v]) => `  --${k.padEnd(18)} ${v}`),
].join("\n");

/** Parses the command line; throws an Error with the problem for a usage error. */
export function parseArgs(args) {
  const out = { allowUnexercised: [] };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (/^https?:\/\//.test(a) && !out.base) {
      out.base = a;
      continue;
    }
    const name = a.startsWith("--") ? a.slice(2) : undefined;
    if (!name || !(name in VALUE_FLAGS)) throw new Error(`unknown argument ${a}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith("--") || value === "") throw new Error(`--${name} needs a value (${VALUE_FLAGS[name]})`);
    i++;
    if (name === "timeout") {
      if (!/^\d+$/.test(value) || Number(value) <= 0) throw new Error(`--timeout needs a number of milliseconds, got ${value}`);
      out.timeoutMs = Number(value);
    } else if (name === "negative") {
      if (!NEGATIVE_MODES.includes(value)) throw new Error(`--negative needs one of ${NEGATIVE_MODES.join(", ")}, got ${value}`);
      out.negative = value;
    } else if (name === "allow-unexercised") out.allowUnexercised.push(...value.split(",").filter(Boolean));
    else if (name === "states") {
      if (!/^https?:\/\//.test(value)) throw new Error(`--states needs a URL, got ${value}`);
      out.states = value;
    } else out[name] = value;
  }
  if (!out.base) throw new Error("the API base URL is missing");
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`contract:verify: ${e.message}\n${USAGE}`);
    process.exit(2);
  }
  const report = await verify(args.base, {
    phone: args.phone ?? process.env.VERIFY_PHONE,
    password: args.password ?? process.env.VERIFY_PASSWORD,
    otp: args.otp ?? process.env.VERIFY_OTP,
    states: args.states,
    negative: args.negative,
    allowUnexercised: args.allowUnexercised,
    timeoutMs: args.timeoutMs,
  });
  console.log(formatReport(report));
  if (args.junit) {
    writeFileSync(args.junit, junitXml(report));
    console.log(`JUnit XML: ${args.junit}`);
  }
  if (args.json) {
    writeFileSync(args.json, `${JSON.stringify(jsonReport(report), null, 2)}\n`);
    console.log(`JSON report: ${args.json}`);
  }
  process.exit(report.ok ? 0 : 1);
}
