// npm test: every check, in the order that fails fastest. Prints each step's time.
// The static checks read the tree and nothing else, so they run side by side (one per core); their
// output is held and printed whole when each ends. The rest run one after another, output live.
import { availableParallelism } from "node:os";
import { bin, run } from "./lib.mjs";

const staticChecks = [
  ["typecheck", bin("tsc"), ["-p", "tsconfig.json"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["format (Prettier)", bin("prettier"), ["--check", "--log-level", "warn", "."]],
  ["dead code (knip)", bin("knip"), ["--no-progress"]],
  ["contract lint (Spectral)", bin("spectral"), ["lint", "openapi/lobby.yaml", "-F", "warn", "-q"]],
  ["api:check", process.execPath, ["scripts/gen-api.mjs", "--check"]],
  ["catalogue example check", process.execPath, ["scripts/gen-catalogue.mjs", "--check"]],
];

const steps = [
  ["unit tests (Vitest)", bin("vitest"), ["run"]],
  ["build", bin("vite"), ["build", "--logLevel", "warn"]],
  ["no dev mock in the build", process.execPath, ["scripts/check-dev-free.mjs"]],
  ["build output (no mock trial page; a first paint styled by its own sheets)", process.execPath, ["scripts/check-build-output.mjs"]],
  ["bundle budget (size-limit)", bin("size-limit"), []],
  ["e2e (Playwright, Chromium + Prism)", bin("playwright"), ["test"]],
];

const only = process.argv.slice(2);
const chosen = ([name]) => !only.length || only.some((o) => name.startsWith(o));
const seconds = (t) => ((Date.now() - t) / 1000).toFixed(1);
const t0 = Date.now();

function fail(name, t, message, output = "") {
  process.stdout.write(output);
  console.error(`\n✖ ${name} failed after ${seconds(t)} s: ${message}`);
  process.exit(1);
}

const queue = staticChecks.filter(chosen);
if (queue.length) {
  console.log(`\n▶ static checks, side by side: ${queue.map(([n]) => n).join(", ")}`);
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const [name, cmd, args] = step;
      const t = Date.now();
      try {
        process.stdout.write(await run(cmd, args, { capture: true }));
        console.log(`✔ ${name} (${seconds(t)} s)`);
      } catch (e) {
        fail(name, t, e.message, e.output);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane));
}

for (const [name, cmd, args] of steps.filter(chosen)) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(cmd, args);
  } catch (e) {
    fail(name, t, e.message);
  }
  console.log(`✔ ${name} (${seconds(t)} s)`);
}
console.log(`\nAll checks passed in ${seconds(t0)} s`);
