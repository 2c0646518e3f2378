// npm test: every check, in the order that fails fastest. Prints each step's time.
import { bin, run } from "./lib.mjs";

const steps = [
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["dead code (knip)", bin("knip"), ["--no-progress"]],
  ["typecheck", bin("tsc"), ["-p", "tsconfig.json"]],
  ["contract lint (Spectral)", bin("spectral"), ["lint", "openapi/lobby.yaml", "-F", "warn", "-q"]],
  ["contract coverage", "python3", ["../shared/tools/contract_coverage.py"], { optional: "../shared/tools/contract_coverage.py" }],
  ["api:check", process.execPath, ["scripts/gen-api.mjs", "--check"]],
  ["catalogue example check", process.execPath, ["scripts/gen-catalogue.mjs", "--check"]],
  ["unit tests (Vitest)", bin("vitest"), ["run"]],
  ["build", bin("vite"), ["build", "--logLevel", "warn"]],
  ["bundle budget", process.execPath, ["scripts/bundle-report.mjs", "--check"]],
  ["e2e (Playwright, Chromium + Prism)", bin("playwright"), ["test"]],
];

const only = process.argv.slice(2);
const { existsSync } = await import("node:fs");
const { spawnSync } = await import("node:child_process");
const t0 = Date.now();
for (const [name, cmd, args, opts] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  if (opts?.optional && (!existsSync(opts.optional) || spawnSync("python3", ["-c", "import yaml"]).status !== 0)) {
    console.log(`\n▶ ${name}: skipped (needs ${opts.optional} and python3 with PyYAML)`);
    continue;
  }
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(cmd, args);
  } catch (e) {
    console.error(`\n✖ ${name} failed after ${((Date.now() - t) / 1000).toFixed(1)} s: ${e.message}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
