// The first screen on a phone under real throttling, this build against an older one (npm run bench
// runs it after Lighthouse): Lighthouse's simulated timings do not see a shorter chain of requests
// (a file fetched beside the entry instead of after its evaluation), a player on a slow network does.
// Both builds are served as the bench serves them (scripts/bench-serve.mjs: one Prism, a vite preview
// per build); Debian's Chromium loads each cold, 412 x 823 with touch, the network throttled to
// Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU 4x, alternating
// the builds load by load. Times from the navigation's start, medians:
// - "answers taps": React owns the header's first button (its props are on the element: hydrated in
//   place, or rendered by a build without a first paint); a tap kept by the boot script before then
//   is replayed at the take-over's commit;
// - "popup": the announcement (the contract's default notice, mode 1) is open;
// - "first picture": the grids show their first picture (a provider's or a game's card; a selector
//   both this build and c25b357 answer);
// - on a third load of the guest home (no notice: the contract's "none" example), the menu tapped as
//   soon as it shows: "menu tapped" and "drawer open" (a tap on the first paint is kept and replayed;
//   a player waits for the drawer).
// Prints a table, writes bench-results/first-screen.json, and exits 1 when a median of this build is
// later than the older build's past the benches' noise margin and the loads side by side agree
// (BENCH_NOISE and pairedWorse, scripts/lib.mjs).
//   BENCH_AGAINST_DIR=<older checkout> node scripts/bench-first-screen.mjs [--runs 5]
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "./chromium.mjs";
import { BENCH_NOISE, median, pairedWorse, root } from "./lib.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, name: { type: "string", default: "older build" } } });
const RUNS = Math.max(1, Number(values.runs) || 5);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
if (!process.env.BENCH_AGAINST_DIR) {
  console.error("bench-first-screen: BENCH_AGAINST_DIR (the older build's checkout) is not set");
  process.exit(2);
}
const storageKeys = JSON.parse(readFileSync(path.join(root, "src/shared/config/storage-keys.json"), "utf8"));
const builds = [
  { name: "this build", origin: `http://127.0.0.1:${previewPort}` },
  { name: values.name, origin: `http://127.0.0.1:${previewPort + 1}` },
];
const LOAD_MARKS = ["answers taps", "popup", "first picture"];
const TAP_MARKS = ["menu tapped", "drawer open"];
const PAGES = [
  { name: "guest home", member: false, marks: LOAD_MARKS },
  { name: "member home", member: true, marks: LOAD_MARKS },
  { name: "guest home, menu tapped", member: false, marks: TAP_MARKS, tap: true },
];

const servers = spawn(process.execPath, ["scripts/bench-serve.mjs"], { cwd: root, env: process.env, stdio: ["ignore", "pipe", "inherit"], detached: true });
const stopServers = () => {
  try {
    process.kill(-servers.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
};
process.on("exit", stopServers);
await new Promise((resolve, reject) => {
  servers.stdout.on("data", (d) => String(d).includes("bench servers ready") && resolve());
  servers.on("exit", (code) => reject(new Error(`bench-serve exited with ${code}`)));
});

/** One cold load: the times of its marks from the navigation's start (null: not seen within 20 s). */
async function load(browser, origin, { member, marks, tap }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (member) {
      await page.goto(`${origin}/lobby/config.json`);
      await page.evaluate(({ token, tokenExpires }) => {
        localStorage.setItem(token, "bench-member-token");
        localStorage.setItem(tokenExpires, String(Date.now() + 3_600_000));
      }, storageKeys);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1638.4 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // No notice on the tap's load (the contract's "none" example): a popup open over the page would take the tap.
    if (tap) await page.route("**/lobby/api/notification", (route) => route.fulfill({ json: { data: [] } }));
    await page.goto(`${origin}/lobby/`, { waitUntil: "commit" });
    if (tap) {
      const tappedOk = await page
        .getByRole("button", { name: "เปิดเมนู" })
        .tap({ timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      if (!tappedOk) return { "menu tapped": null, "drawer open": null };
      const tapped = await page.evaluate(() => Math.round(performance.now()));
      const open = await page
        .getByTestId("drawer")
        .waitFor({ state: "visible", timeout: 20_000 })
        .then(() => page.evaluate(() => Math.round(performance.now())))
        .catch(() => null);
      return { "menu tapped": tapped, "drawer open": open };
    }
    return await page.evaluate(
      (marks) =>
        new Promise((resolve) => {
          const seen = {};
          const checks = {
            "answers taps": () => {
              const button = document.querySelector("#root [data-testid=site-header] button");
              return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
            },
            popup: () => document.querySelector("dialog[open] [data-testid=announcement-popup]"),
            "first picture": () => [...document.querySelectorAll("#root main ul li img")].some((img) => img.complete && img.naturalWidth > 0),
          };
          const tick = () => {
            const now = performance.now();
            for (const mark of marks) if (seen[mark] === undefined && checks[mark]()) seen[mark] = Math.round(now);
            if (marks.every((m) => seen[m] !== undefined) || now > 20_000) return resolve(Object.fromEntries(marks.map((m) => [m, seen[m] ?? null])));
            requestAnimationFrame(tick);
          };
          tick();
        }),
      marks,
    );
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch(chromiumLaunch);
const loads = new Map(); // `${page}|${build}` -> results
try {
  for (let run = 0; run < RUNS; run++) {
    for (const p of PAGES) {
      // Alternating which build goes first: drift on a busy machine hits both alike.
      for (const b of run % 2 ? [...builds].reverse() : builds) {
        const key = `${p.name}|${b.name}`;
        loads.set(key, [...(loads.get(key) ?? []), await load(browser, b.origin, p)]);
      }
    }
  }
} finally {
  await browser.close();
  stopServers();
}

const marksOf = (p, b, m) => loads.get(`${p.name}|${b.name}`).map((r) => r[m] ?? NaN);
const medianOf = (xs) => Math.round(median(xs.filter(Number.isFinite)));
const rows = [];
const worse = [];
const unsure = []; // past the margin by their medians, but the loads side by side do not agree
for (const p of PAGES) {
  const [now, before] = builds.map((b) => Object.fromEntries(p.marks.map((m) => [m, medianOf(marksOf(p, b, m))])));
  builds.forEach((b, i) =>
    rows.push({ page: p.name, build: b.name, runs: RUNS, ...Object.fromEntries(p.marks.map((m) => [`${m} ms`, (i ? before : now)[m]])) }),
  );
  // When the menu was tapped is the player's doing, not a figure of the build.
  for (const m of p.marks.filter((m) => m !== "menu tapped")) {
    if (Number.isNaN(now[m]) && !Number.isNaN(before[m])) worse.push(`${p.name}: ${m} never seen (${builds[1].name}: ${before[m]} ms)`);
    else {
      // Load i of each build ran side by side (pairedWorse, scripts/lib.mjs).
      const verdict = pairedWorse(...builds.map((b) => marksOf(p, b, m)));
      const line = `${p.name}: ${m} ${now[m]} vs ${before[m]} ms (p = ${verdict.p.toFixed(3)})`;
      if (verdict.worse) worse.push(line);
      else if (verdict.past) unsure.push(line);
    }
  }
}
console.log(`\nFirst screen under slow 4G and 4x CPU (412 x 823), median of ${RUNS} alternating cold loads per page and build, ms from navigation start:`);
console.table(rows);
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(
  path.join(root, "bench-results", "first-screen.json"),
  JSON.stringify({ runs: RUNS, noise: BENCH_NOISE, rows, loads: Object.fromEntries(loads), worse, unsure }, null, 2),
);
if (unsure.length) {
  console.log(`\nMedians past ${BENCH_NOISE.relative * 100} % or ${BENCH_NOISE.ms} ms, but not in the loads side by side (p ≥ ${BENCH_NOISE.alpha}, noise):`);
  for (const w of unsure) console.log(`  ${w}`);
}
if (worse.length) {
  console.error(`\nLater than ${builds[1].name} (past ${BENCH_NOISE.relative * 100} % or ${BENCH_NOISE.ms} ms, p < ${BENCH_NOISE.alpha}):`);
  for (const w of worse) console.error(`  ${w}`);
  process.exit(1);
}
