// Search filtering time per keystroke at catalogue size (about 2,000 games).
// Runs the app's own pure search (src/entities/game/lib/search.ts, transpiled
// with TypeScript) over the real catalogue example, typing Thai and Latin terms
// one character at a time, and writes bench-results/search.json.
// Usage: node scripts/bench-search.mjs
import { readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import ts from "typescript";
import { root } from "./lib.mjs";

const source = readFileSync(path.join(root, "src/entities/game/lib/search.ts"), "utf8");
const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
const dir = path.join(tmpdir(), `bench-search-${process.pid}`);
mkdirSync(dir, { recursive: true });
const file = path.join(dir, "search.mjs");
writeFileSync(file, js);
const { buildSearchIndex, searchCatalogue } = await import(pathToFileURL(file).href);
rmSync(dir, { recursive: true, force: true });

const { games, providers } = JSON.parse(readFileSync(path.join(root, "openapi/examples/catalogue.json"), "utf8")).value;
const TERMS = ["มาจองเวย์", "บาคาร่า", "เสือนำโชค", "mahjong ways", "Fortune Tiger", "pg soft", "sweet bonanza", "royal fishing"];
const ROUNDS = 5;

const t0 = performance.now();
const index = buildSearchIndex(games, providers);
// The folded texts are built on first use (the first keystroke); time them here.
const folded = index.gameKeys.length + index.providerKeys.length;
const indexMs = performance.now() - t0;

// Warm up the JIT the way a player's second search would be.
for (const term of TERMS) searchCatalogue(index, term);

const samples = [];
const perTerm = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const term of TERMS) {
    for (let i = 1; i <= term.length; i++) {
      const typed = term.slice(0, i);
      const start = performance.now();
      const r = searchCatalogue(index, typed);
      const ms = performance.now() - start;
      samples.push(ms);
      if (round === 0 && i === term.length) perTerm[term] = r.games.length;
    }
  }
}
samples.sort((a, b) => a - b);
const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
const round3 = (n) => Math.round(n * 1000) / 1000;
const result = {
  games: games.length,
  providers: providers.length,
  keystrokes: samples.length,
  foldedTexts: folded,
  indexBuildMs: round3(indexMs),
  medianMs: round3(pct(50)),
  p95Ms: round3(pct(95)),
  maxMs: round3(samples.at(-1)),
  resultsPerTerm: perTerm,
  node: process.version,
  note: "Pure filtering in Node on the build machine (phones are slower); the UI also defers filtering and renders 36 cards per page.",
};
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results", "search.json"), JSON.stringify(result, null, 2));
console.log(JSON.stringify(result, null, 2));
