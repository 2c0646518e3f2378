// @vitest-environment node
// The e2e timing report: the slowest tests and the budget that fails a run over it.
import { afterEach, describe, expect, it, vi } from "vitest";
import TimingReporter, { DEFAULT_BUDGET_MINUTES } from "../e2e/timing-reporter.ts";

/** A finished test as Playwright reports it (only what the reporter reads). */
const testCase = (title, file, project = "mobile") => ({
  titlePath: () => ["", project, file, title],
  location: { file: `/repo/e2e/${file}` },
  parent: { project: () => ({ name: project }) },
});

function run(reporter, durations, { wall, status = "passed" }) {
  for (const [t, ms] of durations) reporter.onTestEnd(t, { duration: ms });
  return reporter.onEnd({ duration: wall, status });
}

let out;
afterEach(() => (out = undefined));
const capture = () => {
  out = [];
  vi.spyOn(console, "log").mockImplementation((s) => out.push(String(s)));
  vi.spyOn(console, "error").mockImplementation((s) => out.push(String(s)));
};

describe("e2e timing reporter", () => {
  const a = testCase("fast", "a.spec.ts");
  const b = testCase("slow", "b.spec.ts");
  const c = testCase("middle", "a.spec.ts");

  it("lists the slowest tests first and the worker-seconds per spec file", async () => {
    capture();
    await run(
      new TimingReporter({ slowest: 2 }),
      [
        [a, 1_000],
        [b, 9_000],
        [c, 4_000],
      ],
      { wall: 10_000 },
    );
    const text = out.join("\n");
    expect(text).toMatch(/Slowest 2 of 3 e2e tests[^\n]*\n\s+9\.0 {2}\[mobile\] b\.spec\.ts › slow\n\s+4\.0 {2}\[mobile\] a\.spec\.ts › middle\n/);
    expect(text).not.toMatch(/› fast/);
    expect(text).toMatch(/\s+9\.0 {2}b\.spec\.ts \(1\)\n\s+5\.0 {2}a\.spec\.ts \(2\)/);
  });

  it("prints the 10 slowest tests by default, slowest first", async () => {
    capture();
    const tests = Array.from({ length: 12 }, (_, i) => [testCase(`t${i + 1}`, "c.spec.ts"), (i + 1) * 1_000]);
    await run(new TimingReporter(), tests, { wall: 80_000 });
    const listed = out
      .join("\n")
      .split("\n")
      .filter((l) => /› t\d+$/.test(l))
      .map((l) => l.split("› ")[1]);
    expect(listed).toEqual(["t12", "t11", "t10", "t9", "t8", "t7", "t6", "t5", "t4", "t3"]);
    expect(out.join("\n")).toContain("Slowest 10 of 12 e2e tests");
  });

  it("fails a passing run that took longer than its budget, and only then", async () => {
    capture();
    expect(await run(new TimingReporter({ budgetMinutes: 1 }), [[a, 1_000]], { wall: 61_000 })).toEqual({ status: "failed" });
    expect(out.join("\n")).toContain("over its budget of 1 min");
    expect(await run(new TimingReporter({ budgetMinutes: 1 }), [[a, 1_000]], { wall: 59_000 })).toBeUndefined();
    expect(await run(new TimingReporter({ budgetMinutes: 0 }), [[a, 1_000]], { wall: 3_600_000 })).toBeUndefined();
  });

  it("holds a run to its default budget: above the slowest e2e run measured on this VM, with room", async () => {
    capture();
    // On 2026-11-30 the suite took 980 s here at a slow hour with the full browser and 672 s with the
    // headless shell; the official CI machine took 1.14x this one's time on the same build, so about
    // 770 s. The budget sits above the slow hour, so that it fails on growth, not on the hour.
    expect(DEFAULT_BUDGET_MINUTES * 60_000).toBeGreaterThan(770_000 * 1.15);
    const budget = DEFAULT_BUDGET_MINUTES * 60_000;
    expect(await run(new TimingReporter(), [[a, 1_000]], { wall: budget + 1_000 })).toEqual({ status: "failed" });
    expect(await run(new TimingReporter(), [[a, 1_000]], { wall: budget - 6_000 })).toBeUndefined();
    expect(await run(new TimingReporter(), [[a, 1_000]], { wall: budget + 60_000, status: "failed" })).toBeUndefined();
  });
});
