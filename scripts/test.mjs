// npm test: every check, in the order that fails fastest, with each step's time and a summary.
//   node scripts/test.mjs          everything (what CI runs): preflight, checks + build, Vitest, e2e
//   node scripts/test.mjs quick    static checks + Vitest (npm run test:quick)
// First the system parts (scripts/preflight.mjs: installs them as root, or stops at once with the
// command). Then the static checks and the build chain, which read the tree and nothing else, side by
// side, one lane per core (each one's output held and printed whole when it ends). Vitest and the
// browser suite each use every core, so they run alone, one after the other, output live.
import { availableParallelism } from "node:os";
import { bin, run } from "./lib.mjs";
import { preflight } from "./preflight.mjs";

const quick = process.argv.includes("quick");
const node = process.execPath;

/** One lane's job: its steps run in order, the first failure stops the run. */
const checks = [
  [["typecheck", bin("tsc"), ["-p", "tsconfig.json"]]],
  [["lint", bin("eslint"), [".", "--max-warnings=0"]]],
  [["format (Prettier)", bin("prettier"), ["--check", "--log-level", "warn", "."]]],
  [["dead code (knip)", bin("knip"), ["--no-progress"]]],
  [["contract lint (Spectral)", bin("spectral"), ["lint", "openapi/lobby.yaml", "-F", "warn", "-q"]]],
  [
    ["api:check", node, ["scripts/gen-api.mjs", "--check"]],
    ["catalogue example check", node, ["scripts/gen-catalogue.mjs", "--check"]],
  ],
  ...(quick
    ? []
    : [
        [
          ["build", bin("vite"), ["build", "--logLevel", "warn"]],
          [
            "build output (no dev mock, no mock files; a first paint styled by its own sheets; React Router's production build)",
            node,
            ["scripts/check-build-output.mjs"],
          ],
          ["start-up budget (each page's files before the take-over, Chromium)", node, ["scripts/startup-budget.mjs"]],
        ],
      ]),
];

const alone = [
  ["unit and component tests (Vitest)", bin("vitest"), ["run"]],
  ...(quick ? [] : [["e2e (Playwright: Chromium, Prism, vite preview, nginx)", bin("playwright"), ["test"]]]),
];

const seconds = (t) => ((Date.now() - t) / 1000).toFixed(1);
const t0 = Date.now();
/** [name, seconds] of every step that ran, for the summary. */
const timings = [];

function summary() {
  console.log(`\nStep times (s):`);
  for (const [name, s] of timings) console.log(`  ${s.padStart(7)}  ${name}`);
  console.log(`  ${seconds(t0).padStart(7)}  total`);
}

function fail(name, t, message, output = "") {
  process.stdout.write(output);
  console.error(`\n✖ ${name} failed after ${seconds(t)} s: ${message}`);
  summary();
  process.exit(1);
}

if (!quick) {
  const t = Date.now();
  preflight();
  timings.push(["preflight (system parts)", seconds(t)]);
}

const queue = [...checks];
console.log(`\n▶ side by side: ${checks.map((job) => job.map(([n]) => n).join(" → ")).join(", ")}`);
const lane = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) {
    for (const [name, cmd, args] of job) {
      const t = Date.now();
      try {
        process.stdout.write(await run(cmd, args, { capture: true }));
      } catch (e) {
        fail(name, t, e.message, e.output);
      }
      timings.push([name, seconds(t)]);
      console.log(`✔ ${name} (${seconds(t)} s)`);
    }
  }
};
const tChecks = Date.now();
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane));
timings.push([`(side by side, wall time)`, seconds(tChecks)]);

for (const [name, cmd, args] of alone) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(cmd, args);
  } catch (e) {
    fail(name, t, e.message);
  }
  timings.push([name, seconds(t)]);
  console.log(`✔ ${name} (${seconds(t)} s)`);
}
summary();
console.log(`\nAll checks passed in ${seconds(t0)} s`);
