// npm run bench: build, bundle figures, the search benchmark, then Lighthouse CI (lighthouserc.cjs)
// on the built app served by vite preview + Prism: the guest pages and the member page, median of
// N cold runs each, asserted against the budgets (`lhci assert` fails the bench on a miss).
// Lighthouse CI lives in .tools/ (its own package.json + lock), outside the app's dependencies.
//   --runs N       runs per page (default 5)      --skip-build   reuse dist/ as built
//   --page NAME    only the named page(s): guest, lobby, member (repeatable)
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, prismArgs, root, run, start, waitFor } from "./lib.mjs";

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const env = { ...process.env, PRISM_PORT: String(prismPort), PREVIEW_PORT: String(previewPort), CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
const base = `http://127.0.0.1:${previewPort}`;
const argv = process.argv.slice(2);
const RUNS = Math.max(1, Number(argv[argv.indexOf("--runs") + 1]) || 5);
const picked = argv.flatMap((a, i) => (argv[i - 1] === "--page" ? [a] : []));
// The member page gets a query of its own so that Lighthouse CI keeps its runs apart from the guest home's.
const PAGES = [
  { name: "guest home", url: `${base}/lobby/` },
  { name: "lobby", url: `${base}/lobby/lobby` },
  { name: "member home", url: `${base}/lobby/?as=member`, member: true },
].filter((p) => !picked.length || picked.some((w) => p.name.startsWith(w)));

if (!argv.includes("--skip-build")) await run(bin("vite"), ["build", "--logLevel", "warn"], { env });
await run(process.execPath, ["scripts/bundle-report.mjs"]);
await run(process.execPath, ["scripts/bench-search.mjs"]);

const tools = path.join(root, ".tools");
if (!existsSync(path.join(tools, "node_modules", ".bin", "lhci"))) {
  await run(process.platform === "win32" ? "npm.cmd" : "npm", ["ci", "--prefix", ".tools", "--no-audit", "--no-fund"]);
}
const lhci = (args) => run(path.join(tools, "node_modules", ".bin", "lhci"), [...args, "--config=lighthouserc.cjs"], { env });

const children = [start("prism", bin("prism"), prismArgs(prismPort), { env, quiet: true }), start("preview", bin("vite"), ["preview"], { env, quiet: true })];
const stop = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
process.on("exit", stop);
await waitFor(`http://127.0.0.1:${prismPort}/notification`);
await waitFor(`${base}/lobby/api/notification`, { ok: (s) => s === 200 });

rmSync(path.join(root, ".lighthouseci"), { recursive: true, force: true });
const guests = PAGES.filter((p) => !p.member);
if (guests.length) await lhci(["collect", "--additive", `--numberOfRuns=${RUNS}`, ...guests.map((p) => `--url=${p.url}`)]);
// The member page: one collect per run, so that each run gets a new browser (a cold cache) and the
// token the script stores survives Lighthouse's storage reset, which this page has to skip.
for (const p of PAGES.filter((x) => x.member)) {
  for (let i = 0; i < RUNS; i++) {
    await lhci([
      "collect",
      "--additive",
      "--numberOfRuns=1",
      `--url=${p.url}`,
      "--puppeteerScript=scripts/lhci-member.cjs",
      "--settings.disableStorageReset=true",
    ]);
  }
}
rmSync(path.join(root, "bench-results", "lighthouse"), { recursive: true, force: true });
await lhci(["upload"]);
stop();

// The median run of each page (Lighthouse CI's representative run), as a table.
const manifest = JSON.parse(readFileSync(path.join(root, "bench-results", "lighthouse", "manifest.json"), "utf8"));
const rows = manifest
  .filter((e) => e.isRepresentativeRun)
  .map((e) => {
    const lhr = JSON.parse(readFileSync(e.jsonPath, "utf8"));
    const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    return {
      page: PAGES.find((p) => p.url === e.url)?.name ?? e.url,
      perf: score("performance"),
      a11y: score("accessibility"),
      "best-pr.": score("best-practices"),
      seo: score("seo"),
      "FCP ms": Math.round(num("first-contentful-paint")),
      "LCP ms": Math.round(num("largest-contentful-paint")),
      "TBT ms": Math.round(num("total-blocking-time")),
      CLS: Number(num("cumulative-layout-shift").toFixed(3)),
      "kB total": (num("total-byte-weight") / 1024).toFixed(1),
    };
  });
console.log(`\nLighthouse CI (mobile, Chromium headless), median run of ${RUNS} per page (reports in bench-results/lighthouse/):`);
console.table(rows);
await lhci(["assert"]);
