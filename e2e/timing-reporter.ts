/**
 * Prints where the browser suite's time goes at the end of every run: the 10 slowest tests, the
 * worker-seconds per spec file and the wall time. It never fails a run: how long a run takes depends
 * on the machine and what else it is doing, and the verdict is the tests' alone. Under CI (`CI` set),
 * a run longer than WARN_MINUTES prints one warning line, so growth is seen where it is reviewed
 * (docs/testing.md, "Time").
 */
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

interface Options {
  slowest?: number;
  /** Whether to warn on a long run; by default, under CI. */
  ci?: boolean;
}

/** A whole CI run was about 15 min with e2e at 11–12 of it (docs/testing.md): a run longer than this has grown, or its machine was busy. */
export const WARN_MINUTES = 15;

const s = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

export default class TimingReporter implements Reporter {
  private readonly tests = new Map<TestCase, number>();
  private readonly slowest: number;
  private readonly ci: boolean;

  constructor({ slowest = 10, ci = Boolean(process.env.CI) }: Options = {}) {
    this.slowest = slowest;
    this.ci = ci;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.set(test, (this.tests.get(test) ?? 0) + result.duration);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.tests].sort((a, b) => b[1] - a[1]);
    if (!rows.length) return;
    const name = (t: TestCase) => `[${t.parent.project()?.name ?? "?"}] ${t.titlePath().slice(2).join(" › ")}`;
    console.log(`\nSlowest ${Math.min(this.slowest, rows.length)} of ${rows.length} e2e tests (s):`);
    for (const [t, ms] of rows.slice(0, this.slowest)) console.log(`${s(ms)}  ${name(t)}`);

    const perFile = new Map<string, { ms: number; n: number }>();
    for (const [t, ms] of rows) {
      const file = t.location.file.split(/[\\/]e2e[\\/]/).pop() ?? t.location.file;
      const f = perFile.get(file) ?? { ms: 0, n: 0 };
      perFile.set(file, { ms: f.ms + ms, n: f.n + 1 });
    }
    console.log(`\nWorker-seconds per spec file (tests):`);
    for (const [file, { ms, n }] of [...perFile].sort((a, b) => b[1].ms - a[1].ms)) console.log(`${s(ms)}  ${file} (${n})`);
    console.log(`\ne2e wall time ${s(result.duration).trim()} s`);
    if (this.ci && result.duration > WARN_MINUTES * 60_000) {
      console.log(
        `⚠ warning: e2e took ${s(result.duration).trim()} s, over ${WARN_MINUTES} min; not a failure. If the machine was not busy, the suite has grown:` +
          ` move what a component test can prove out of the browser (docs/testing.md); the slowest tests are listed above.`,
      );
    }
  }
}
