// Lighthouse CI (npm run bench, from .tools/): mobile profile in Debian's Chromium, cold loads.
// scripts/bench.mjs starts the servers (each build behind nginx, as production serves it) and
// names the URLs. The assertions are this build's performance budgets (its NGINX_PORT; the older
// build's runs are only compared); `lhci assert` fails the bench when a median run misses one.
const nginxPort = process.env.NGINX_PORT ?? "8080";
const chromeArgs = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
const median = { aggregationMethod: "median-run" };

module.exports = {
  ci: {
    collect: {
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
          matchingUrlPattern: `^http://127\\.0\\.0\\.1:${nginxPort}/`,
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
