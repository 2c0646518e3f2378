/**
 * Prints where the browser suite's time goes at the end of every run: the 10 slowest tests and the
 * worker-seconds per spec file. A run that takes longer than its budget fails, so growth is noticed in
 * the change that causes it: E2E_BUDGET_MINUTES (playwright.config.ts; 0 turns it off), by default
 * DEFAULT_BUDGET_MINUTES, above the slowest hour measured on the CI machine (docs/testing.md, "Time budget").
 */
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

interface Options {
  budgetMinutes?: number;
  slowest?: number;
}

/** Above the slowest hour measured (about 770 s), so that it fails on growth, not on the hour; the goal is a whole CI run under 15 min. */
export const DEFAULT_BUDGET_MINUTES = 15;

const s = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

export default class TimingReporter implements Reporter {
  private readonly tests = new Map<TestCase, number>();
  private readonly budgetMs: number;
  private readonly slowest: number;

  constructor({ budgetMinutes = DEFAULT_BUDGET_MINUTES, slowest = 10 }: Options = {}) {
    this.budgetMs = budgetMinutes * 60_000;
    this.slowest = slowest;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.set(test, (this.tests.get(test) ?? 0) + result.duration);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult["status"] } | undefined> {
    const rows = [...this.tests].sort((a, b) => b[1] - a[1]);
    if (!rows.length) return undefined;
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
    console.log(`\ne2e wall time ${s(result.duration).trim()} s${this.budgetMs ? `, budget ${s(this.budgetMs).trim()} s` : ""}`);

    if (this.budgetMs && result.duration > this.budgetMs && result.status === "passed") {
      console.error(
        `\n✖ e2e took ${s(result.duration).trim()} s, over its budget of ${this.budgetMs / 60_000} min (E2E_BUDGET_MINUTES).` +
          ` Move what a component test can prove out of the browser (docs/testing.md); the slowest tests are listed above.`,
      );
      return { status: "failed" };
    }
    return undefined;
  }
}
