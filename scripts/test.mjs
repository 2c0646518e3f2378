// npm test: every check, in the order that fails fastest. Prints each step's time.
import { bin, run } from "./lib.mjs";

const steps = [
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["format (Prettier)", bin("prettier"), ["--check", "--log-level", "warn", "."]],
  ["dead code (knip)", bin("knip"), ["--no-progress"]],
  ["typecheck", bin("tsc"), ["-p", "tsconfig.json"]],
  ["contract lint (Spectral)", bin("spectral"), ["lint", "openapi/lobby.yaml", "-F", "warn", "-q"]],
  ["api:check", process.execPath, ["scripts/gen-api.mjs", "--check"]],
  ["catalogue example check", process.execPath, ["scripts/gen-catalogue.mjs", "--check"]],
  ["unit tests (Vitest)", bin("vitest"), ["run"]],
  ["build", bin("vite"), ["build", "--logLevel", "warn"]],
  ["no dev mock in the build", process.execPath, ["scripts/check-dev-free.mjs"]],
  ["build output (no mock trial page; a first paint styled by its own sheets)", process.execPath, ["scripts/check-build-output.mjs"]],
  ["bundle budget (size-limit)", bin("size-limit"), []],
  ["e2e (Playwright, Chromium + Prism)", bin("playwright"), ["test"]],
];

const only = process.argv.slice(2);
const t0 = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
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
