// npm run bench: this build against an older one (A/B), Lighthouse mobile in one alternating run.
// Builds this checkout, prints the bundle report, the search benchmark and the oversized answers
// on a phone (scripts/bench-answers.mjs), builds the older commit in
// a git worktree of its own (kept between runs in the OS temp folder: its npm ci and build are done
// once per commit), then Lighthouse CI (.tools/, lighthouserc.cjs) starts both builds
// (scripts/bench-serve.mjs) and measures the guest home, /lobby and the member home, alternating the
// builds run by run, then the first screen under real throttling (scripts/bench-first-screen.mjs).
// Prints one table of medians per page and fails when any figure of this build is
// heavier than the older build's (docs/performance.md; a timing or the score only when the runs side by
// side agree: pairedWorse, scripts/lib.mjs), or when a budget of lighthouserc.cjs is missed.
//   --against REF  the older build (default: the latest release tag, else c25b357)
//   --runs N       runs per page and build (default 5)      --skip-build   reuse dist/ as built
//   --page NAME    only the named page(s): guest, lobby, member (repeatable)
//   --skip-collect the table again from the last run's reports (.lighthouseci/), with --skip-build
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { BENCH_NOISE, bin, median, pairedWorse, root, run } from "./lib.mjs";

const { values: flags } = parseArgs({
  options: {
    against: { type: "string" },
    runs: { type: "string" },
    page: { type: "string", multiple: true, default: [] },
    "skip-build": { type: "boolean", default: false },
    "skip-collect": { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Number(flags.runs) || 5);
const picked = flags.page;
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

// The older build: a release tag when there is one, else the build before the prerendered first paint.
const latestTag = () => {
  try {
    return git("describe", "--tags", "--abbrev=0");
  } catch {
    return null;
  }
};
const againstRef = flags.against ?? latestTag() ?? "c25b357";
const againstSha = git("rev-parse", "--verify", `${againstRef}^{commit}`);
const againstDir = path.join(os.tmpdir(), "lobby-bench", againstSha);

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const env = {
  ...process.env,
  PRISM_PORT: String(prismPort),
  PREVIEW_PORT: String(previewPort),
  CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  BENCH_AGAINST_DIR: againstDir,
};

if (!flags["skip-build"]) await run(bin("vite"), ["build", "--logLevel", "warn"], { env });
await run(process.execPath, ["scripts/bundle-report.mjs"]);
await run(process.execPath, ["scripts/bench-search.mjs"]);
// A missed answer budget fails the bench at its end: the A/B is still measured and printed.
const answersMissed = await run(process.execPath, ["scripts/bench-answers.mjs"]).then(
  () => false,
  () => true,
);

// The older commit, checked out, installed and built once (reused while the folder exists).
if (!existsSync(path.join(againstDir, "package.json"))) {
  git("worktree", "prune");
  mkdirSync(path.dirname(againstDir), { recursive: true });
  git("worktree", "add", "--detach", againstDir, againstSha);
}
if (!existsSync(path.join(againstDir, "node_modules", ".package-lock.json"))) {
  // npm's own cache makes this mostly offline; the lockfile decides what is installed.
  await run(npm, ["ci", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: againstDir });
}
const builtMark = path.join(againstDir, "dist", ".bench-built");
if (!existsSync(builtMark)) {
  await run(path.join(againstDir, "node_modules", ".bin", "vite"), ["build", "--logLevel", "warn"], { cwd: againstDir });
  writeFileSync(builtMark, `${againstSha}\n`);
}

/**
 * The initial JavaScript of a build, gzip -9: the entry and the chunks its HTML preloads, read from
 * the built index.html (Vite's tags, or the `lobby-app` meta the boot script turns into them), so
 * that builds with and without a Vite manifest are counted alike.
 */
function initialJs(dist) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const urls = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link|meta)\b[^>]*>/g)) {
    if (/^<script/.test(tag) && attr(tag, "type") === "module" && attr(tag, "src")) urls.add(attr(tag, "src"));
    if (/^<link/.test(tag) && attr(tag, "rel") === "modulepreload") urls.add(attr(tag, "href"));
    // (the boot script's own comments name the meta too: only the tag with a content counts)
    if (/^<meta/.test(tag) && attr(tag, "name") === "lobby-app" && attr(tag, "content")) {
      urls.add(attr(tag, "content"));
      for (const u of (attr(tag, "data-preload") ?? "").split(/\s+/).filter(Boolean)) urls.add(u);
    }
  }
  let bytes = 0;
  for (const u of urls) bytes += gzipSync(readFileSync(path.join(dist, u.replace(/^\/lobby\//, ""))), { level: 9 }).length;
  return bytes;
}

// The member page needs the older build to read the token where lhci-member.cjs stores it.
const { token: tokenKey } = JSON.parse(readFileSync(path.join(root, "src", "shared", "config", "storage-keys.json"), "utf8"));
const readsToken = (dist) =>
  readdirSync(path.join(dist, "assets")).some((f) => f.endsWith(".js") && readFileSync(path.join(dist, "assets", f), "utf8").includes(tokenKey));

const builds = [
  { name: "this build", dist: path.join(root, "dist"), base: `http://127.0.0.1:${previewPort}` },
  { name: againstSha.slice(0, 7), dist: path.join(againstDir, "dist"), base: `http://127.0.0.1:${previewPort + 1}` },
];
// The member page gets a query of its own so that Lighthouse CI keeps its runs apart from the guest home's.
const PAGES = [
  { name: "guest home", path: "/lobby/" },
  { name: "lobby", path: "/lobby/lobby" },
  { name: "member home", path: "/lobby/?as=member", member: true },
].filter((p) => !picked.length || picked.some((w) => p.name.startsWith(w)));
const memberBoth = builds.every((b) => readsToken(b.dist));
if (!memberBoth) console.log(`\nThe member home is left out: ${builds[1].name} does not read the token key "${tokenKey}".`);
const measured = PAGES.filter((p) => !p.member || memberBoth);

const tools = path.join(root, ".tools");
if (!existsSync(path.join(tools, "node_modules", ".bin", "lhci"))) await run(npm, ["ci", "--prefix", ".tools", "--no-audit", "--no-fund"]);
const lhci = (args) => run(path.join(tools, "node_modules", ".bin", "lhci"), [...args, "--config=lighthouserc.cjs"], { env });

/** Run by run, each page on one build then on the other: drift on a busy machine hits both alike. */
const alternating = (pages) => Array.from({ length: RUNS }, () => pages.flatMap((p) => builds.map((b) => `${b.base}${p.path}`))).flat();

const collect = !flags["skip-collect"];
if (collect) rmSync(path.join(root, ".lighthouseci"), { recursive: true, force: true });
const guests = measured.filter((p) => !p.member);
if (collect && guests.length) await lhci(["collect", "--additive", "--numberOfRuns=1", ...alternating(guests).map((u) => `--url=${u}`)]);
// The member page: the token is stored before each run (scripts/lhci-member.cjs, which also empties
// the HTTP cache and the origin's storage, so every run is a cold load), so Lighthouse's own storage
// reset is off for this page only.
const members = measured.filter((p) => p.member);
if (collect && members.length) {
  await lhci([
    "collect",
    "--additive",
    "--numberOfRuns=1",
    ...alternating(members).map((u) => `--url=${u}`),
    "--puppeteerScript=scripts/lhci-member.cjs",
    "--settings.disableStorageReset=true",
  ]);
}

// The first screen under real throttling (Lighthouse simulates its timings): both builds, alternating.
const firstScreenMissed = collect
  ? await run(process.execPath, ["scripts/bench-first-screen.mjs", "--runs", String(RUNS), "--name", againstSha.slice(0, 7)], { env }).then(
      () => false,
      () => true,
    )
  : false;

// Every run's report: the figures, by page and build.
const FIGURES = [
  { key: "total kB", kind: "bytes", of: (l) => l.audits["total-byte-weight"].numericValue / 1000 },
  { key: "JS kB", kind: "bytes", of: (l) => (l.audits["resource-summary"].details.items.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1000 },
  { key: "TBT ms", kind: "time", of: (l) => l.audits["total-blocking-time"].numericValue },
  { key: "main thread ms", kind: "time", of: (l) => l.audits["mainthread-work-breakdown"].numericValue },
  { key: "FCP ms", kind: "time", of: (l) => l.audits["first-contentful-paint"].numericValue },
  { key: "LCP ms", kind: "time", of: (l) => l.audits["largest-contentful-paint"].numericValue },
  { key: "CLS", kind: "exact", of: (l) => l.audits["cumulative-layout-shift"].numericValue },
  { key: "perf", kind: "score", of: (l) => (l.categories.performance?.score ?? 0) * 100 },
];
const lhrs = readdirSync(path.join(root, ".lighthouseci"))
  .filter((f) => /^lhr-.*\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(path.join(root, ".lighthouseci", f), "utf8")));
/**
 * A page's runs on a build in the order they ran (run i of each build ran side by side), and their
 * medians; bytes by their largest run. A cold load's bytes do not vary from run to run, but a request
 * answered from a cache counts 0 bytes (seen: seven images of an older build's /lobby, answered
 * with 0 bytes in three runs of five, made that build 5.9 kB lighter by the median).
 */
const figuresOf = (build, page) => {
  const url = `${build.base}${page.path}`;
  const runs = lhrs.filter((l) => l.requestedUrl === url && !l.runtimeError).sort((a, b) => Date.parse(a.fetchTime) - Date.parse(b.fetchTime));
  const each = Object.fromEntries(FIGURES.map((f) => [f.key, runs.map(f.of)]));
  const summary = (f) => (!runs.length ? NaN : f.kind === "bytes" ? Math.max(...each[f.key]) : median(each[f.key]));
  return { runs: runs.length, each, ...Object.fromEntries(FIGURES.map((f) => [f.key, summary(f)])) };
};
/**
 * Whether this build is heavier (worse) on a figure: bytes (largest runs) and CLS (medians) exactly; a
 * timing or the score only when its medians differ past the noise margin and the runs beside each
 * other agree (pairedWorse, scripts/lib.mjs). `p` is that agreement's p-value.
 */
const heavier = (kind, now, before, key) =>
  kind === "bytes"
    ? { worse: now[key] > before[key] }
    : kind === "exact"
      ? // CLS as Lighthouse reports it, to three decimals (0.0012 and 0.0009 are both 0.001).
        { worse: Math.round(now[key] * 1000) > Math.round(before[key] * 1000) }
      : pairedWorse(now.each[key], before.each[key], { score: kind === "score" });

const rows = [];
const worse = [];
const unsure = []; // past the margin by their medians, but the runs side by side do not agree
const initial = builds.map((b) => initialJs(b.dist) / 1000);
for (const page of measured) {
  const [now, before] = builds.map((b) => figuresOf(b, page));
  if (!now.runs || !before.runs) throw new Error(`${page.name}: no Lighthouse run finished for one of the builds`);
  for (const [i, b] of builds.entries()) {
    const f = i ? before : now;
    rows.push({
      page: page.name,
      build: b.name,
      runs: f.runs,
      ...Object.fromEntries(
        FIGURES.map((x) => [
          x.key,
          x.kind === "exact" ? Number(f[x.key].toFixed(3)) : Math.round(x.kind === "bytes" ? f[x.key] * 10 : f[x.key]) / (x.kind === "bytes" ? 10 : 1),
        ]),
      ),
      "initial JS kB": Number(initial[i].toFixed(2)),
    });
  }
  for (const f of FIGURES) {
    const { worse: isWorse, past, p } = heavier(f.kind, now, before, f.key);
    const line = `${page.name}: ${f.key} ${now[f.key].toFixed(1)} vs ${before[f.key].toFixed(1)}${p === undefined ? "" : ` (p = ${p.toFixed(3)})`}`;
    if (isWorse) worse.push(line);
    else if (past) unsure.push(line);
  }
}
if (initial[0] > initial[1]) worse.push(`initial JS ${initial[0].toFixed(2)} kB vs ${initial[1].toFixed(2)} kB gzip`);

console.log(
  `\nLighthouse mobile (Chromium headless), median of ${RUNS} alternating runs per page and build (bytes: the largest run); kB = 1,000 bytes, initial JS gzip -9:`,
);
console.table(rows);
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(
  path.join(root, "bench-results", "ab.json"),
  JSON.stringify({ against: againstSha, runs: RUNS, noise: BENCH_NOISE, rows, worse, unsure }, null, 2),
);

rmSync(path.join(root, "bench-results", "lighthouse"), { recursive: true, force: true });
await lhci(["upload"]);
let failed = answersMissed || firstScreenMissed;
if (answersMissed) console.error("\nAn oversized answer cost more than its budget (bench-answers, above).");
if (firstScreenMissed) console.error("\nThe first screen under real throttling was later than the older build's (bench-first-screen, above).");
const margin = `past ${BENCH_NOISE.relative * 100} % or ${BENCH_NOISE.ms} ms, the score past ${BENCH_NOISE.score} point`;
if (unsure.length) {
  console.log(`\nMedians ${margin}, but not in the runs side by side (p ≥ ${BENCH_NOISE.alpha}, noise):`);
  for (const w of unsure) console.log(`  ${w}`);
}
if (worse.length) {
  failed = true;
  console.error(`\nHeavier than ${builds[1].name} (bytes and CLS exact; timing figures and the score ${margin}, p < ${BENCH_NOISE.alpha}):`);
  for (const w of worse) console.error(`  ${w}`);
}
// The budgets of lighthouserc.cjs, asserted on this build's runs only.
await lhci(["assert"]).catch(() => (failed = true));
if (failed) process.exit(1);
