// Guest home initial JavaScript = the entry script + every modulepreload that dist/index.html
// starts after the first paint (<meta name="lobby-app">: vite.config.ts, src/app/boot.js), gzip.
// Budget 160 kB (issue target 145 kB); --check fails when the budget is exceeded.
// Also lists every lazily loaded chunk with its gzip size.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { root } from "./lib.mjs";

export const BUDGET_KB = 160;
const dist = path.join(root, "dist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const initial = new Set();
const app = /<meta name="lobby-app" content="([^"]+)" data-preload="([^"]*)">/.exec(html);
if (!app) throw new Error("dist/index.html has no <meta name=\"lobby-app\">");
for (const url of [app[1], ...app[2].split(" ")].filter(Boolean)) initial.add(url.replace(/^\/lobby\//, ""));

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

const rows = [];
let initialBytes = 0;
for (const f of initial) {
  const size = gz(f);
  initialBytes += size;
  rows.push({ file: f, gzip: size, initial: true });
}
for (const f of readdirSync(path.join(dist, "assets"))) {
  const rel = `assets/${f}`;
  if (!f.endsWith(".js") || initial.has(rel)) continue;
  rows.push({ file: rel, gzip: gz(rel), initial: false });
}
rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

console.log("Initial JavaScript of the guest home (script + modulepreload, gzip):");
for (const r of rows.filter((r) => r.initial)) console.log(`  ${kb(r.gzip).padStart(7)} kB  ${r.file}`);
console.log(`  ${kb(initialBytes).padStart(7)} kB  TOTAL (budget ${BUDGET_KB} kB)`);
console.log("\nLazy chunks (routes, popups, dictionaries), gzip:");
for (const r of rows.filter((r) => !r.initial && r.gzip > 300)) console.log(`  ${kb(r.gzip).padStart(7)} kB  ${r.file}`);
const tiny = rows.filter((r) => !r.initial && r.gzip <= 300);
if (tiny.length) console.log(`  (+ ${tiny.length} chunks under 0.3 kB each, mostly dictionary files)`);

mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(
  path.join(root, "bench-results", "bundle.json"),
  JSON.stringify({ initialGzipBytes: initialBytes, budgetKb: BUDGET_KB, chunks: rows }, null, 2),
);

if (process.argv.includes("--check") && initialBytes > BUDGET_KB * 1024) {
  console.error(`\nInitial JS ${kb(initialBytes)} kB exceeds the ${BUDGET_KB} kB budget.`);
  process.exit(1);
}
