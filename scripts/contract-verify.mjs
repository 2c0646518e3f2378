// npm run contract:verify -- <api-base-url> [--phone 08… --password …] [--otp 123456] [--junit file.xml]
// Active conformance run against a live server: drives the lobby's journeys, probes 401/422 answers
// and validates every answer against openapi/lobby.yaml with Prism's validator. Prints a report per
// operation, writes JUnit XML with --junit, exits 1 when any check failed.
//   npm run contract:verify -- http://127.0.0.1:8000/lobby/api --phone 0812345678 --password Lobby2026a
// The member credentials may also come from VERIFY_PHONE / VERIFY_PASSWORD (and VERIFY_OTP).
import { writeFileSync } from "node:fs";
import { formatReport, junitXml, verify } from "./verify/run.mjs";

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const base = args.find((a) => /^https?:\/\//.test(a));
if (!base) {
  console.error(
    "usage: npm run contract:verify -- <api-base-url, e.g. http://127.0.0.1:8000/lobby/api> [--phone … --password …] [--otp …] [--junit report.xml]",
  );
  process.exit(2);
}
const report = await verify(base, {
  phone: flag("phone") ?? process.env.VERIFY_PHONE,
  password: flag("password") ?? process.env.VERIFY_PASSWORD,
  otp: flag("otp") ?? process.env.VERIFY_OTP,
});
console.log(formatReport(report));
const junit = flag("junit");
if (junit) {
  writeFileSync(junit, junitXml(report));
  console.log(`JUnit XML: ${junit}`);
}
process.exit(report.checks.some((c) => c.outcome === "failed") ? 1 : 0);
