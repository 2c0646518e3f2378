import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch, testBrowserLaunch } from "./scripts/chromium.mjs";
import type { Options as EngineOptions } from "./e2e/engines/fixtures";

const engines: EngineOptions["engine"][] = ["chromium", "firefox", "webkit"];

// Ports can be moved (PRISM_PORT / PREVIEW_PORT) so several checkouts can test side by side.
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const env = { PRISM_PORT: String(prismPort), PREVIEW_PORT: String(previewPort) };
// The build behind Debian's nginx with deploy/nginx.conf (npm run serve:nginx), http and https.
// Its served config.json is NGINX_DIR/config.json (e2e/nginx.spec.ts edits it). Always part of the
// run: scripts/preflight.mjs (npm test, npm run test:e2e) installs nginx or stops with the command.
const nginxPort = Number(process.env.NGINX_PORT ?? 8080);
const nginxTlsPort = Number(process.env.NGINX_TLS_PORT ?? 8443);
process.env.NGINX_DIR ??= path.join(os.tmpdir(), `lobby-nginx-${nginxPort}`);
// The field reports' reference collector (scripts/field-collector.mjs): e2e/field.spec.ts points the lobby at it and reads
// FIELD_COLLECTED; `npm run field:report "$FIELD_COLLECTED"` summarises the run.
const fieldPort = Number(process.env.FIELD_PORT ?? 4318);
process.env.FIELD_COLLECTED ??= path.join(os.tmpdir(), `lobby-field-${fieldPort}.jsonl`);

// A Pixel 7 (412 px, touch, mobile viewport) drawn at one device pixel per CSS pixel: with no GPU every
// frame is rastered in software, and at the phone's 2.625 that is 6.9 times the pixels (measured: the
// lobby and journeys specs took 15 % less CPU at 1). Layout in CSS pixels is the same; the specs that
// look at what the phone draws (phone-fit, popups-fit, first-tap) use the real ratio (PHONE_DPR in e2e/fixtures.ts).
const phone = { ...devices["Pixel 7"], deviceScaleFactor: 1 };

export default defineConfig<EngineOptions>({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Time-outs only bound a failure: a wait is for something that comes, and on a machine busy with
  // other work it comes later (Playwright's defaults are 30 s and 5 s). No verdict depends on speed.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The slowest tests, worker-seconds per file and the wall time after every run; never a failure
  // (under CI, a warning line past 15 min: docs/testing.md, "Time").
  reporter: [["list"], ["./e2e/timing-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${previewPort}`,
    locale: "th-TH",
    timezoneId: "Asia/Bangkok",
    // CI: no trace recording (it snapshots every action; measured, the suite took 12.4 min with it and
    // 10.0 min without on two cores): a screenshot of each failure instead; locally, a trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    serviceWorkers: "block",
  },
  projects: [
    // Chromium's headless shell (scripts/chromium.mjs): the same engine as the full browser at about half its CPU.
    {
      name: "mobile",
      testIgnore: ["**/*.desktop.spec.ts", "**/nginx*.spec.ts", "**/push.spec.ts", "engines/**"],
      use: { ...phone, launchOptions: testBrowserLaunch },
    },
    // Web Push needs the full browser: the headless shell has no Notification nor PushManager, so the lobby
    // (rightly) never offers it there.
    { name: "push", testMatch: "**/push.spec.ts", use: { ...phone, launchOptions: chromiumLaunch } },
    {
      name: "desktop",
      testMatch: "**/*.desktop.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: testBrowserLaunch },
    },
    { name: "nginx", testMatch: "**/nginx*.spec.ts", use: { ...phone, baseURL: `http://127.0.0.1:${nginxPort}`, launchOptions: testBrowserLaunch } },
    // The core journeys in each engine a player's phone runs (e2e/engines: one definition, three drivers).
    ...engines.map((engine) => ({ name: `engine-${engine}`, testDir: "e2e/engines", use: { engine } })),
  ],
  webServer: [
    {
      command: `node scripts/mock.mjs`,
      url: `http://127.0.0.1:${prismPort}/notification`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env,
    },
    {
      command: `node node_modules/.bin/vite preview`,
      url: `http://127.0.0.1:${previewPort}/lobby/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env,
    },
    {
      command: `node scripts/field-collector.mjs`,
      url: `http://127.0.0.1:${fieldPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
      env: { FIELD_PORT: String(fieldPort), FIELD_COLLECTED: process.env.FIELD_COLLECTED },
    },
    {
      command: `node scripts/serve-nginx.mjs --no-build --mock-trial-page`,
      url: `http://127.0.0.1:${nginxPort}/lobby/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        ...env,
        NGINX_PORT: String(nginxPort),
        NGINX_TLS_PORT: String(nginxTlsPort),
        NGINX_DIR: process.env.NGINX_DIR,
        UPSTREAM: `http://127.0.0.1:${prismPort}/`,
      },
    },
  ],
});
