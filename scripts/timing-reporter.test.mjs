// @vitest-environment node
// The e2e timing report: the slowest tests and the wall time, never a verdict.
import { describe, expect, it, vi } from "vitest";
import TimingReporter, { WARN_MINUTES } from "../e2e/timing-reporter.ts";

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

const capture = () => {
  const out = [];
  vi.spyOn(console, "log").mockImplementation((s) => out.push(String(s)));
  vi.spyOn(console, "error").mockImplementation((s) => out.push(String(s)));
  return out;
};

describe("e2e timing reporter", () => {
  const a = testCase("fast", "a.spec.ts");
  const b = testCase("slow", "b.spec.ts");
  const c = testCase("middle", "a.spec.ts");

  it("lists the slowest tests first, the worker-seconds per spec file and the wall time", () => {
    const out = capture();
    run(
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
    expect(text).toContain("e2e wall time 10.0 s");
  });

  it("prints the 10 slowest tests by default, slowest first", () => {
    const out = capture();
    const tests = Array.from({ length: 12 }, (_, i) => [testCase(`t${i + 1}`, "c.spec.ts"), (i + 1) * 1_000]);
    run(new TimingReporter(), tests, { wall: 80_000 });
    const listed = out
      .join("\n")
      .split("\n")
      .filter((l) => /› t\d+$/.test(l))
      .map((l) => l.split("› ")[1]);
    expect(listed).toEqual(["t12", "t11", "t10", "t9", "t8", "t7", "t6", "t5", "t4", "t3"]);
    expect(out.join("\n")).toContain("Slowest 10 of 12 e2e tests");
  });

  it("never fails a run, however long it took", () => {
    capture();
    for (const ci of [true, false]) {
      expect(run(new TimingReporter({ ci }), [[a, 1_000]], { wall: 10 * 3_600_000 })).toBeUndefined();
    }
  });

  it("under CI, warns once on a run longer than WARN_MINUTES; elsewhere, or shorter, says nothing of it", () => {
    const long = WARN_MINUTES * 60_000 + 1_000;
    let out = capture();
    run(new TimingReporter({ ci: true }), [[a, 1_000]], { wall: long });
    expect(out.filter((l) => l.includes("warning"))).toEqual([expect.stringContaining(`over ${WARN_MINUTES} min; not a failure`)]);
    vi.restoreAllMocks();
    out = capture();
    run(new TimingReporter({ ci: true }), [[a, 1_000]], { wall: WARN_MINUTES * 60_000 - 1_000 });
    run(new TimingReporter({ ci: false }), [[a, 1_000]], { wall: long });
    expect(out.join("\n")).not.toContain("warning");
  });
});
