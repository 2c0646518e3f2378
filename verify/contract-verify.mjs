// npm run contract:verify -- <api-base-url> [flags]       (docs/backend-teams.md has the whole guide)
// Active conformance run against a live server: drives the lobby's journeys, asks for provider
// states, probes 401/422 answers and validates every answer against openapi/lobby.yaml with Prism's
// validator. Prints a report per operation; exits 1 when the gate fails, 2 on a usage error.
//   npm run contract:verify -- http://127.0.0.1:8000/lobby/api --states http://127.0.0.1:8000/testing/states --json verify.json --junit verify.xml
// The member credentials may also come from VERIFY_PHONE / VERIFY_PASSWORD (and VERIFY_OTP).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { jsonReport, formatReport, junitXml } from "./report.mjs";
import { MEANING_MODES, NEGATIVE_MODES, verify } from "./run.mjs";

const VALUE_FLAGS = {
  phone: "an existing member's phone; only read, never changed",
  password: "that member's password",
  otp: "a fixed OTP code for the password reset",
  states: "URL of your test endpoint for provider states",
  negative: `probe policy: ${NEGATIVE_MODES.join(" | ")} (default strict)`,
  "probe-401": `the no-token probes: ${NEGATIVE_MODES.join(" | ")} (default --negative)`,
  "probe-422": `the invalid-input probes: ${NEGATIVE_MODES.join(" | ")} (default --negative)`,
  meaning: `meaning checks (token lifetime, created_at clock, cents): ${MEANING_MODES.join(" | ")} (default warn)`,
  only: "operationId or tag,…: judge only these",
  skip: "operationId or tag,…: leave these out (e.g. extensions)",
  "allow-unexercised": "operationId,operationId: accepted gaps, reported as skipped",
  json: "file for the JSON report",
  junit: "file for the JUnit XML report",
  timeout: "ms to wait for each answer (default 10000)",
};
// The same CLI runs as the npm script and as the single file (npm run build:verify).
const script = path.basename(process.argv[1] ?? "");
const USAGE = [
  `usage: ${script === "contract-verify.mjs" ? "npm run contract:verify --" : `node ${script}`} <api-base-url, e.g. http://127.0.0.1:8000/lobby/api> [flags]`,
  ...Object.entries(VALUE_FLAGS).map(([k, v]) => `  --${k.padEnd(18)} ${v}`),
].join("\n");

/** Parses the command line; throws an Error with the problem for a usage error. */
export function parseArgs(args) {
  const out = { allowUnexercised: [], only: [], skip: [] };
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
    } else if (["negative", "probe-401", "probe-422", "meaning"].includes(name)) {
      const modes = name === "meaning" ? MEANING_MODES : NEGATIVE_MODES;
      if (!modes.includes(value)) throw new Error(`--${name} needs one of ${modes.join(", ")}, got ${value}`);
      out[name.replace("-", "")] = value;
    } else if (["allow-unexercised", "only", "skip"].includes(name))
      out[name === "allow-unexercised" ? "allowUnexercised" : name].push(...value.split(",").filter(Boolean));
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
  const { base, json, junit, ...flags } = args;
  const report = await verify(base, {
    ...flags,
    phone: args.phone ?? process.env.VERIFY_PHONE,
    password: args.password ?? process.env.VERIFY_PASSWORD,
    otp: args.otp ?? process.env.VERIFY_OTP,
  }).catch((e) => {
    if (!e.usage) throw e;
    console.error(`contract:verify: ${e.message}\n${USAGE}`);
    process.exit(2);
  });
  console.log(formatReport(report));
  if (junit) {
    writeFileSync(junit, junitXml(report));
    console.log(`JUnit XML: ${junit}`);
  }
  if (json) {
    writeFileSync(json, `${JSON.stringify(jsonReport(report), null, 2)}\n`);
    console.log(`JSON report: ${json}`);
  }
  process.exit(report.ok ? 0 : 1);
}
