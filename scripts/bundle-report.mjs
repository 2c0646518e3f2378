// The bundle's figures (npm run bench): the guest home's initial JavaScript (the entry and its static
// imports), then every lazily loaded chunk, gzip; written to bench-results/bundle.json. The budget is
// each page's whole start-up (scripts/startup-budget.mjs, npm test's "start-up budget" step).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { root } from "./lib.mjs";
import { initialFiles } from "./startup-budget.mjs";

const dist = path.join(root, "dist");
const initial = new Set(initialFiles(dist));

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
// kB = 1,000 bytes, as the budget and the bench count them.
const kb = (n) => (n / 1000).toFixed(2);
const rows = [...initial].map((file) => ({ file, gzip: gz(file), initial: true }));
for (const f of readdirSync(path.join(dist, "assets"))) {
  const rel = `assets/${f}`;
  if (f.endsWith(".js") && !initial.has(rel)) rows.push({ file: rel, gzip: gz(rel), initial: false });
}
rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
const initialBytes = rows.filter((r) => r.initial).reduce((n, r) => n + r.gzip, 0);

console.log("Initial JavaScript of the guest home (entry + static imports, gzip):");
for (const r of rows.filter((r) => r.initial)) console.log(`  ${kb(r.gzip).padStart(7)} kB  ${r.file}`);
console.log(`  ${kb(initialBytes).padStart(7)} kB  TOTAL (the budget counts each page's whole start-up: scripts/startup-budget.mjs)`);
console.log("\nLazy chunks (routes, popups, dictionaries), gzip:");
for (const r of rows.filter((r) => !r.initial && r.gzip > 300)) console.log(`  ${kb(r.gzip).padStart(7)} kB  ${r.file}`);
const tiny = rows.filter((r) => !r.initial && r.gzip <= 300);
if (tiny.length) console.log(`  (+ ${tiny.length} chunks under 0.3 kB each, mostly dictionary files)`);

mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results", "bundle.json"), JSON.stringify({ initialGzipBytes: initialBytes, chunks: rows }, null, 2));
