// Debian's Chromium as every browser run here starts it (the e2e suite, the oversized-answer bench):
// no sandbox (root in CI), no GPU, and none of the background connections this closed network refuses.
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
};
