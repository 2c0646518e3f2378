// npm run bench: this build against the last release in one run (docs/performance.md). Each build is
// served by nginx with deploy/nginx.conf (scripts/serve-nginx.mjs) in front of one Prism and the
// mock's files; Lighthouse CI (.tools/, lighthouserc.cjs) collects the guest home, /lobby and the
// member home, the builds alternating run by run, and asserts this build's budgets. A timing or the
// score is worse only when its medians differ past the noise margin and the runs side by side agree
// (pairedWorse, scripts/lib.mjs); bytes and CLS exactly. A run of 3 or more is appended to
// bench-results/history.json, and the trend of the last runs is printed from it.
//   --against REF  the older build (default: the latest v* tag, else history.json's "release")
//   --runs N (5)   --skip-build (reuse dist/)
import { execFileSync, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromiumLaunch } from "./chromium.mjs";
import { BENCH_NOISE, bin, median, pairedWorse, root, run, waitForUrls } from "./lib.mjs";

const { values: flags } = parseArgs({ options: { against: { type: "string" }, runs: { type: "string" }, "skip-build": { type: "boolean" } } });
const RUNS = Math.max(1, Number(flags.runs) || 5);
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
const HISTORY = path.join(root, "bench-results", "history.json");
const history = JSON.parse(readFileSync(HISTORY, "utf8"));
const { token } = JSON.parse(readFileSync(path.join(root, "src/shared/config/storage-keys.json"), "utf8"));
const LHCI = path.join(root, ".tools", "node_modules", ".bin", "lhci");

// The last release (a v* tag, else the commit history.json records), exported, installed and built once per commit.
let tag;
try {
  tag = git("describe", "--tags", "--abbrev=0", "--match", "v*");
} catch {
  /* no release tag yet */
}
const againstSha = git("rev-parse", "--verify", `${flags.against ?? tag ?? history.release}^{commit}`);
const againstDir = path.join(os.tmpdir(), "lobby-bench", againstSha);
if (!flags["skip-build"]) await run(bin("vite"), ["build", "--logLevel", "warn"]);
if (!existsSync(path.join(againstDir, "package.json"))) {
  mkdirSync(againstDir, { recursive: true });
  execSync(`git archive ${againstSha} | tar -x -C ${againstDir}`, { cwd: root });
}
if (!existsSync(path.join(againstDir, "node_modules", ".package-lock.json")))
  await run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: againstDir });
if (!existsSync(path.join(againstDir, "dist", "index.html"))) await run(path.join(againstDir, "node_modules", ".bin", "vite"), ["build"], { cwd: againstDir });
if (!existsSync(LHCI)) await run("npm", ["ci", "--prefix", ".tools", "--no-audit", "--no-fund"]);

// One Prism; each build behind its own nginx, on NGINX_PORT and the next port.
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const nginxPort = Number(process.env.NGINX_PORT ?? 8080);
const builds = [
  { name: "this build", dist: path.join(root, "dist") },
  { name: againstSha.slice(0, 7), dist: path.join(againstDir, "dist") },
].map((b, i) => ({ ...b, origin: `http://127.0.0.1:${nginxPort + i}` }));
const quiet = { stdio: "ignore", detached: true, cwd: root };
const servers = [spawn(bin("prism"), ["mock", "openapi/lobby.yaml", "-p", String(prismPort), "-h", "127.0.0.1"], quiet)];
for (const b of builds) {
  const env = { ...process.env, LOBBY_DIST: b.dist, NGINX_PORT: b.origin.split(":")[2], NGINX_TLS_PORT: "", UPSTREAM: `http://127.0.0.1:${prismPort}/` };
  servers.push(spawn(process.execPath, ["scripts/serve-nginx.mjs", "--no-build", "--mock-trial-page"], { ...quiet, env }));
}
process.on("exit", () => servers.forEach((s) => s.exitCode === null && process.kill(-s.pid, "SIGTERM")));
await waitForUrls(
  builds.map((b) => `${b.origin}/lobby/api/notification`),
  { timeoutMs: 170_000, ok: (s) => s === 200 },
);

// Run by run, each page on one build then on the other: drift on a busy machine hits both alike. The
// member page needs a build that reads the token where scripts/lhci-member.cjs stores it.
const readsToken = (dist) =>
  readdirSync(path.join(dist, "assets")).some((f) => f.endsWith(".js") && readFileSync(path.join(dist, "assets", f), "utf8").includes(token));
const pages = [
  { name: "guest home", path: "/lobby/" },
  { name: "/lobby", path: "/lobby/lobby" },
  // A query of its own, so that Lighthouse CI keeps its runs apart from the guest home's.
  ...(builds.every((b) => readsToken(b.dist)) ? [{ name: "member home", path: "/lobby/?as=member", member: true }] : []),
];
const lhci = (...args) =>
  run(LHCI, [...args, "--config=lighthouserc.cjs"], { env: { ...process.env, NGINX_PORT: String(nginxPort), CHROME_PATH: chromiumLaunch.executablePath } });
const urls = (member) =>
  Array.from({ length: RUNS }, () => pages.filter((p) => !!p.member === member).flatMap((p) => builds.map((b) => `--url=${b.origin}${p.path}`))).flat();
rmSync(path.join(root, ".lighthouseci"), { recursive: true, force: true });
await lhci("collect", "--additive", "--numberOfRuns=1", ...urls(false));
// The member's token is stored before each run (which also empties the cache and storage), so Lighthouse's storage reset is off.
if (pages.some((p) => p.member))
  await lhci("collect", "--additive", "--numberOfRuns=1", ...urls(true), "--puppeteerScript=scripts/lhci-member.cjs", "--settings.disableStorageReset=true");

/** The figures, in history.json's column order: each read from a Lighthouse report, compared as bytes (largest run), exactly, a time or the score. */
const FIGURES = {
  "total kB": ["bytes", (l) => l.audits["total-byte-weight"].numericValue / 1000],
  "JS kB": ["bytes", (l) => (l.audits["resource-summary"].details.items.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1000],
  "TBT ms": ["time", (l) => l.audits["total-blocking-time"].numericValue],
  "main thread ms": ["time", (l) => l.audits["mainthread-work-breakdown"].numericValue],
  "FCP ms": ["time", (l) => l.audits["first-contentful-paint"].numericValue],
  "LCP ms": ["time", (l) => l.audits["largest-contentful-paint"].numericValue],
  CLS: ["exact", (l) => Math.round(l.audits["cumulative-layout-shift"].numericValue * 1000) / 1000],
  perf: ["score", (l) => (l.categories.performance?.score ?? 0) * 100],
};
const lhrs = readdirSync(path.join(root, ".lighthouseci"))
  .filter((f) => /^lhr-.*\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(path.join(root, ".lighthouseci", f), "utf8")))
  .filter((l) => !l.runtimeError)
  .sort((a, b) => Date.parse(a.fetchTime) - Date.parse(b.fetchTime));
const record = {
  date: new Date().toISOString().slice(0, 16).replace("T", " "),
  commit: git("rev-parse", "--short", "HEAD"),
  against: builds[1].name,
  runs: RUNS,
  server: "nginx",
  pages: {},
};
const failures = [];
const rows = [];
/** A build's figure over its runs: bytes by the largest run (a request answered from a cache counts 0 bytes), else the median. */
const value = (kind, xs) => (kind === "bytes" ? Math.max(...xs) : median(xs));
/** Figures are kept and printed to a byte (kB to three decimals). */
const round = (x) => Math.round(x * 1000) / 1000;
for (const page of pages) {
  // Run i of each build ran side by side.
  const [now, before] = builds.map((b) => {
    const runs = lhrs.filter((l) => l.requestedUrl === `${b.origin}${page.path}`);
    if (!runs.length) throw new Error(`${page.name}: no Lighthouse run finished for ${b.name}`);
    return Object.fromEntries(Object.entries(FIGURES).map(([column, [, of]]) => [column, runs.map(of)]));
  });
  const summary = (f) => Object.entries(FIGURES).map(([c, [kind]]) => round(value(kind, f[c])));
  record.pages[page.name] = { this: summary(now), against: summary(before) };
  builds.forEach((b, i) =>
    rows.push({ page: page.name, build: b.name, ...Object.fromEntries(Object.keys(FIGURES).map((c, k) => [c, summary([now, before][i])[k]])) }),
  );
  for (const [column, [kind]] of Object.entries(FIGURES)) {
    const [a, b] = [value(kind, now[column]), value(kind, before[column])];
    const verdict = kind === "bytes" || kind === "exact" ? { worse: a > b } : pairedWorse(now[column], before[column], { score: kind === "score" });
    const line = `${page.name}: ${column} ${round(a)} against ${round(b)}${verdict.p === undefined ? "" : ` (p = ${verdict.p.toFixed(3)})`}`;
    if (verdict.worse) failures.push(line);
    else if (verdict.past) console.log(`  noise: ${line}`);
  }
}
console.log(`\nLighthouse mobile, median of ${RUNS} alternating runs per page and build (bytes: the largest run; kB = 1,000 bytes):`);
console.table(rows);
rmSync(path.join(root, "bench-results", "lighthouse"), { recursive: true, force: true });
await lhci("upload");
await lhci("assert").catch(() => failures.push("a Lighthouse budget of lighthouserc.cjs (above)"));

writeFileSync(path.join(root, "bench-results", "last-run.json"), JSON.stringify({ ...record, failures }, null, 2));
if (RUNS >= 3) {
  const { runs, ...rest } = history;
  const head = Object.entries(rest).map(([k, v]) => ` ${JSON.stringify(k)}: ${JSON.stringify(v)},\n`);
  writeFileSync(HISTORY, `{\n${head.join("")} "runs": [\n${[...runs, record].map((r) => `  ${JSON.stringify(r)}`).join(",\n")}\n ]\n}\n`);
}
const at = (r, col) => r.pages?.["guest home"]?.this[history.columns.indexOf(col)];
console.log("\nTrend (bench-results/history.json; guest home, this build's medians):");
console.table(
  [...history.runs.slice(-7), record].map((r) => ({
    date: r.date,
    commit: r.commit,
    against: r.against,
    server: r.server,
    ...Object.fromEntries(["total kB", "TBT ms", "LCP ms", "perf"].map((c) => [c, at(r, c)])),
  })),
);
if (failures.length) {
  console.error(
    `\nWorse than ${builds[1].name} or over budget (timings past ${BENCH_NOISE.relative * 100} % or ${BENCH_NOISE.ms} ms with p < ${BENCH_NOISE.alpha}; bytes and CLS exact):`,
  );
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
