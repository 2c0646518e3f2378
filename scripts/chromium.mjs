// Debian's Chromium as every browser run here starts it: no sandbox (root in CI), no GPU, and none of
// the background connections this closed network refuses.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** The full browser (package chromium): what the benches measure (`npm run bench`), as a phone's Chrome runs it. */
export const chromiumLaunch = { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args };

/**
 * The Playwright suite's browser: Chromium's headless shell (package chromium-headless-shell, the same
 * engine and version), which Playwright itself runs for headless tests. It has no browser UI to keep up:
 * the shell and lobby specs took 65 s instead of 126 s on two cores, the renderers 55 instead of 113
 * CPU-seconds and the browser process 17 instead of 46 (docs/testing.md). CHROME_PATH replaces both.
 */
export const testBrowserLaunch = { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell", args };
