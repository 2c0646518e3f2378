// npm run bench: build, bundle figures, the search benchmark when present, and Lighthouse
// (mobile profile, Debian Chromium headless) on the built app served by vite preview + Prism.
// Lighthouse lives in .tools/ (its own package.json + lock), outside the app's dependencies.
// The member page needs a token in localStorage: Lighthouse cannot log in, so the script sets
// it through the Chrome DevTools Protocol in the same browser and runs that audit with
// disableStorageReset (no test hook ships in the app).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bin, prismArgs, root, run, start, waitFor } from "./lib.mjs";

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const env = { ...process.env, PRISM_PORT: String(prismPort), PREVIEW_PORT: String(previewPort) };
const base = `http://127.0.0.1:${previewPort}`;
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95 };
// Lighthouse varies run to run: `--runs N` audits every page N times and reports the median
// of each figure (default 3). `--skip-build` reuses dist/ as built; `--page NAME` picks pages.
const argv = process.argv.slice(2);
const runsArg = argv.indexOf("--runs");
const RUNS = Math.max(1, runsArg >= 0 ? Number(argv[runsArg + 1]) || 1 : 3);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

if (!argv.includes("--skip-build")) await run(bin("vite"), ["build", "--logLevel", "warn"], { env });
await run(process.execPath, ["scripts/bundle-report.mjs"]);
if (existsSync(path.join(root, "scripts", "bench-search.mjs"))) await run(process.execPath, ["scripts/bench-search.mjs"]);

const tools = path.join(root, ".tools");
if (!existsSync(path.join(tools, "node_modules", "lighthouse"))) {
  await run(process.platform === "win32" ? "npm.cmd" : "npm", ["ci", "--prefix", ".tools", "--no-audit", "--no-fund"]);
}
const mod = (p) => import(pathToFileURL(path.join(tools, "node_modules", p)).href);
const { default: lighthouse } = await mod("lighthouse/core/index.js");
const chromeLauncher = await mod("chrome-launcher/dist/index.js");
const { default: WebSocket } = await mod("ws/index.js");

const children = [
  start("prism", bin("prism"), prismArgs(prismPort), { env, quiet: true }),
  start("preview", bin("vite"), ["preview"], { env, quiet: true }),
];
const stop = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
process.on("exit", stop);
await waitFor(`http://127.0.0.1:${prismPort}/notification`);
await waitFor(`${base}/lobby/api/notification`, { ok: (s) => s === 200 });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

/** Opens a tab on the app's origin and stores a member token there (CDP Runtime.evaluate). */
async function seedMemberToken() {
  const tab = await (await fetch(`http://127.0.0.1:${chrome.port}/json/new?${base}/lobby/config.json`, { method: "PUT" })).json();
  const ws = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((r) => ws.once("open", r));
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const mine = ++id;
      const onMessage = (raw) => {
        if (JSON.parse(String(raw)).id === mine) {
          ws.off("message", onMessage);
          resolve();
        }
      };
      ws.on("message", onMessage);
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  // A cold load like the other audits: no HTTP cache, no service worker or its caches.
  await send("Network.clearBrowserCache");
  await send("Storage.clearDataForOrigin", { origin: base, storageTypes: "service_workers,cache_storage" });
  const expires = Date.now() + 3_600_000;
  const expression = `localStorage.setItem("auth._token.local","bench-member-token");localStorage.setItem("auth._token_expiration.local","${expires}");true`;
  await send("Runtime.evaluate", { expression });
  ws.close();
  await fetch(`http://127.0.0.1:${chrome.port}/json/close/${tab.id}`);
}

const ALL_PAGES = [
  { name: "guest home", url: `${base}/lobby/` },
  { name: "lobby", url: `${base}/lobby/lobby` },
  { name: "member home", url: `${base}/lobby/`, member: true },
];
// `--page lobby` (repeatable) audits only the named pages (a name's first word is enough).
const picked = argv.flatMap((a, i) => (argv[i - 1] === "--page" ? [a] : []));
const pages = picked.length ? ALL_PAGES.filter((p) => picked.some((w) => p.name.startsWith(w))) : ALL_PAGES;
/** One Lighthouse audit of one page (a cold load: Lighthouse resets storage unless told otherwise). */
async function audit(p) {
  if (p.member) await seedMemberToken();
  const { lhr } = await lighthouse(p.url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    disableStorageReset: Boolean(p.member),
  });
  if (lhr.runtimeError) throw new Error(`${p.name}: ${lhr.runtimeError.message}`);
  // The last full report of each page stays for diagnosis (layout shifts, long tasks, requests).
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", `lhr-${p.name.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
  const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(num("first-contentful-paint")),
    lcpMs: Math.round(num("largest-contentful-paint")),
    tbtMs: Math.round(num("total-blocking-time")),
    cls: Number(num("cumulative-layout-shift").toFixed(3)),
    totalBytes: Math.round(num("total-byte-weight")),
    lcpElement: ((node) => (node ? `${node.selector ?? node.snippet}: ${String(node.nodeLabel ?? "").slice(0, 40)}` : null))(
      lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node,
    ),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

const FIGURES = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "totalBytes"];
const results = [];
try {
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await audit(p);
      runs.push(r);
      console.log(`  ${p.name} run ${i + 1}/${RUNS}: perf ${r.performance}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms (${r.lcpElement}), TBT ${r.tbtMs} ms, CLS ${r.cls}`);
    }
    const med = Object.fromEntries(FIGURES.map((k) => [k, median(runs.map((r) => r[k]))]));
    results.push({
      page: p.name,
      url: p.url,
      runs: RUNS,
      ...med,
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      perRun: runs.map(({ failing: _f, ...r }) => r),
    });
  }
} finally {
  await chrome.kill();
  stop();
}

mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results", "lighthouse.json"), JSON.stringify({ targets: TARGETS, results }, null, 2));
console.log(`\nLighthouse (mobile, Chromium headless), median of ${RUNS} run(s) per page:`);
console.table(
  results.map((r) => ({
    page: r.page,
    perf: r.performance,
    a11y: r.accessibility,
    "best-pr.": r.bestPractices,
    seo: r.seo,
    "FCP ms": r.fcpMs,
    "LCP ms": r.lcpMs,
    "TBT ms": r.tbtMs,
    CLS: r.cls,
    "kB total": (r.totalBytes / 1024).toFixed(1),
  })),
);
for (const r of results) {
  const misses = Object.entries({ performance: r.performance, accessibility: r.accessibility, "best-practices": r.bestPractices }).filter(
    ([k, v]) => v < TARGETS[k],
  );
  if (misses.length) console.log(`  ${r.page}: below target ${misses.map(([k, v]) => `${k} ${v} < ${TARGETS[k]}`).join(", ")}; failing audits: ${r.failing.join(", ")}`);
}
process.exit(0);
