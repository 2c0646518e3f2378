// Mutation testing (npm run test:mutation; docs/testing.md, "Can the tests fail?"): StrykerJS changes
// the code one small edit at a time (a condition flipped, a branch emptied, a constant changed) and
// runs the Vitest files that cover it; a mutant no test notices ("survived") is a behaviour no test
// holds. Not part of npm test: it runs the related tests once per mutant (minutes per module).
// Run a few modules at a time on a shared machine: npm run test:mutation -- --mutate <file>.
// Options: https://stryker-mutator.io/docs/stryker-js/configuration/

export default {
  testRunner: "vitest",
  // Only the test files that import the mutated module (Vitest's --related), with its own config.
  vitest: { configFile: "vitest.config.ts", related: true },
  // The Effector models, and the money and boundary code: what a player would notice broken.
  mutate: [
    "src/features/*/model/**/*.ts",
    "src/features/*/api/**/*.ts",
    "src/entities/*/model/**/*.ts",
    "src/shared/api/check.ts",
    "src/shared/api/errors.ts",
    "src/shared/lib/format/index.ts",
    "src/shared/lib/form/amount.tsx",
    "!**/*.test.{ts,tsx}",
  ],
  coverageAnalysis: "perTest",
  // The machine is shared (two cores): one test process unless asked for more (--concurrency).
  concurrency: 1,
  // A mutant that hangs the tests (an emptied loop guard) is cut off, not waited for.
  timeoutMS: 30_000,
  // The first run of the related tests, on a busy two-core machine (the default, 5 min, was too short for the form helpers).
  dryRunTimeoutMinutes: 20,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  // Reported, not enforced: the score is read per module (docs/testing.md), not held to one number.
  thresholds: { high: 90, low: 75, break: null },
};
