// Lighthouse CI (npm run bench, from .tools/): mobile profile in Debian's Chromium, cold loads,
// median of N runs per page. Lighthouse CI starts the servers itself (scripts/bench-serve.mjs: this
// build, and the older one of an A/B when BENCH_AGAINST_DIR is set) and stops them after its runs.
// The assertions are the performance budgets of this build (its PREVIEW_PORT; the older build's runs
// are only compared); `lhci assert` fails the bench when a median run misses one.
const previewPort = process.env.PREVIEW_PORT ?? "4173";
const chromeArgs = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const median = { aggregationMethod: "median-run" };

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 5,
      startServerCommand: "node scripts/bench-serve.mjs",
      startServerReadyPattern: "bench servers ready",
      // Prism and two previews on a busy two-core machine can take a minute to answer.
      startServerReadyTimeout: 180_000,
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      // Used when a puppeteer script runs first (the member page): its browser is launched by lhci.
      puppeteerLaunchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromeArgs },
      settings: {
        chromeFlags: chromeArgs.join(" "),
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^http://127\\.0\\.0\\.1:${previewPort}/`,
          assertions: {
            "categories:performance": ["error", { minScore: 0.95, ...median }],
            "categories:accessibility": ["error", { minScore: 1, ...median }],
            "categories:best-practices": ["error", { minScore: 0.95, ...median }],
            "cumulative-layout-shift": ["error", { maxNumericValue: 0.01, ...median }],
            "largest-contentful-paint": ["error", { maxNumericValue: 2500, ...median }],
            "total-blocking-time": ["error", { maxNumericValue: 200, ...median }],
          },
        },
      ],
    },
    upload: { target: "filesystem", outputDir: "bench-results/lighthouse" },
  },
};
