// Shared helpers for the project scripts (plain Node, no shell features of our own, so they run the same in CI).
// Long-running servers run under concurrently (prefixed output, one Ctrl-C or SIGTERM stops them all,
// one that exits stops the others); readiness is wait-on; flags are parsed with node:util's parseArgs.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { concurrently } from "concurrently";
import waitOn from "wait-on";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);
export const CONTRACT = path.join(root, "openapi", "lobby.yaml");

/**
 * A generator's output, `{ [absolute path]: text }` (null: the file must not exist), written; or, with
 * `--check` on the command line, compared, exiting 1 with the command `fix` when a file differs.
 */
export function writeOrCheck(files, fix) {
  const check = process.argv.includes("--check");
  const stale = [];
  for (const [file, text] of Object.entries(files)) {
    if (check) {
      if ((existsSync(file) ? readFileSync(file, "utf8") : null) !== text) stale.push(path.relative(root, file));
    } else if (text === null) rmSync(file, { force: true });
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  if (stale.length) {
    console.error(`Out of date: ${stale.join(", ")}. Run ${fix}.`);
    process.exit(1);
  }
  console.log(`${check ? "checked" : "wrote"} ${Object.keys(files).length} files (${fix})`);
}

/** The bench's noise margin (docs/performance.md): a timing is later past 10 % or 20 ms, the score lower past 1 point, and the runs side by side agree (p < alpha). */
export const BENCH_NOISE = { relative: 0.1, ms: 20, score: 1, alpha: 0.05 };

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length ? (s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2) : NaN;
};

/**
 * One-sided exact Wilcoxon signed-rank test: the chance, were both builds alike, of differences
 * (this build's run minus the older build's run beside it) at least this much on this build's side.
 * Zeros are dropped, tied sizes share their mean rank, each rank's sign is a fair coin (5 pairs all one way: 1/32).
 */
export function signedRankP(differences) {
  const d = differences.filter((x) => x !== 0);
  const order = d.map((x, i) => [Math.abs(x), i]).sort((a, b) => a[0] - b[0]);
  const ranks = [];
  for (let i = 0, j = 0; i < order.length; i = ++j) {
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) ranks[order[k][1]] = i + j + 2; // twice the mean rank: integers
  }
  let ways = [1];
  for (const r of ranks) ways = Array.from({ length: ways.length + r }, (_, s) => (ways[s] ?? 0) + (ways[s - r] ?? 0));
  const observed = d.reduce((sum, x, i) => sum + (x > 0 ? ranks[i] : 0), 0);
  return ways.slice(observed).reduce((a, b) => a + b, 0) / 2 ** d.length;
}

/**
 * Whether this build's runs of a figure are worse than the older build's runs beside them (run i of
 * each shared the machine's state): the medians differ past BENCH_NOISE and the pairs lean that way
 * consistently (signedRankP below alpha). Pairs with a missing figure are left out. `{ worse, past, p }`.
 */
export function pairedWorse(now, before, { score = false } = {}) {
  const pairs = now.map((x, i) => [x, before[i]]).filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
  const [a, b] = [median(pairs.map(([x]) => x)), median(pairs.map(([, y]) => y))];
  const p = signedRankP(pairs.map(([x, y]) => (score ? y - x : x - y)));
  const past = score ? a < b - BENCH_NOISE.score : a > b + Math.max(b * BENCH_NOISE.relative, BENCH_NOISE.ms);
  return { worse: past && p < BENCH_NOISE.alpha, past, p };
}

/**
 * Runs a command to its end. Its output goes to this terminal, or with `capture: true` is held and
 * given back (resolved with it; on failure, the error's `output`), for commands run side by side.
 */
export async function run(cmd, args, { capture = false, ...opts } = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    ...opts,
    stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
    env: capture ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...opts.env } : opts.env,
  });
  let output = "";
  child.stdout?.on("data", (c) => (output += c));
  child.stderr?.on("data", (c) => (output += c));
  const [code] = await once(child, "close").catch((e) => Promise.reject(Object.assign(e, { output })));
  if (code !== 0) throw Object.assign(new Error(`${path.basename(cmd)} exited with ${code}`), { output });
  return output;
}

/**
 * Long-running commands side by side (concurrently): `[{ name, command, env? }]`, each a command line
 * run from the project root with node_modules/.bin on PATH, its output prefixed `[name]`. One Ctrl-C
 * (or a SIGTERM to this process) reaches every command and its children; when one of them ends the
 * others are stopped. This process exits when they have all ended: 0 after a Ctrl-C, else 1.
 * `quiet: ["name"]` drops that command's output; `args` replace `{@}` in a command line, each quoted.
 */
export function together(commands, { quiet = [], args } = {}) {
  const PATH = `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`;
  const started = concurrently(
    commands.map(({ env, ...c }) => ({ ...c, env: { ...env, PATH } })),
    { cwd: root, prefix: "name", killOthersOn: ["failure", "success"], hide: quiet, additionalArguments: args },
  );
  started.result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
  /** Stops them all (this process then exits with 1): for a caller that gives up, e.g. a server never answered. */
  const stop = () => started.commands.forEach((c) => c.kill());
  // A parent that ends without passing a signal on (npm's `sh -c` on a SIGTERM to npm) leaves none behind.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(), 1_000).unref();
  return { stop };
}

/** One argument for a `together` command line: quoted for /bin/sh when it needs to be. */
export const sh = (arg) => (/^[\w@%+=:,./-]+$/.test(String(arg)) ? String(arg) : `'${String(arg).replaceAll("'", `'\\''`)}'`);

/**
 * Waits until every URL answers a GET with a status `ok` accepts (wait-on; default: below 500).
 * One request at a time per URL, no proxy from the environment (the servers are on loopback).
 */
export const waitForUrls = (urls, { timeoutMs = 60_000, ok = (s) => s < 500 } = {}) =>
  waitOn({
    resources: urls.map((u) => u.replace(/^http(s?):/, "http$1-get:")),
    timeout: timeoutMs,
    interval: 150,
    httpTimeout: 5_000,
    simultaneous: 1,
    proxy: false,
    validateStatus: ok,
  });

/** The command line of Prism serving the contract on loopback (for `together`). */
export const prismCommand = (port) => `prism mock openapi/lobby.yaml -p ${Number(port)} -h 127.0.0.1`;

/** A port nobody listens on now: tests use it instead of a fixed port that another checkout's run may hold. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
