// The built app(s) Lighthouse measures, started by Lighthouse CI itself (`startServerCommand` in
// lighthouserc.cjs), which waits for the ready line and stops the whole process tree after its runs.
// Each build is `vite preview` of its dist/ with its own vite.config.ts (API proxy, gzip, headers).
// Both get the same server: one Prism on this checkout's contract, and this build's game art (the
// files the mock catalogue's answers point at) copied into the older dist/, so the A/B weighs the
// apps, not what each mock answered (docs/performance.md, "What the A/B compares").
//   this checkout:            PRISM_PORT (4010) + PREVIEW_PORT (4173)
//   BENCH_AGAINST_DIR, if set: the older build's checkout (npm run bench -- --against <commit>),
//                              PREVIEW_PORT+1, its API proxy to PRISM_PORT
// Request logs go nowhere: Lighthouse CI stops reading this process's output once it is ready.
import { spawn } from "node:child_process";
import { cpSync } from "node:fs";
import path from "node:path";
import { root, waitForUrls } from "./lib.mjs";

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const builds = [{ dir: root, previewPort }];
if (process.env.BENCH_AGAINST_DIR) {
  const against = process.env.BENCH_AGAINST_DIR;
  cpSync(path.join(root, "dist", "games"), path.join(against, "dist", "games"), { recursive: true });
  builds.push({ dir: against, previewPort: previewPort + 1 });
}

const children = [];
const stop = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
process.on("exit", stop);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));

const quiet = { stdio: ["ignore", "ignore", "ignore"] };
children.push(
  spawn(
    path.join(root, "node_modules", ".bin", "prism"),
    ["mock", path.join(root, "openapi", "lobby.yaml"), "-p", String(prismPort), "-h", "127.0.0.1"],
    quiet,
  ),
);
for (const b of builds) {
  const env = { ...process.env, PRISM_PORT: String(prismPort), PREVIEW_PORT: String(b.previewPort) };
  children.push(spawn(path.join(b.dir, "node_modules", ".bin", "vite"), ["preview"], { ...quiet, cwd: b.dir, env }));
}
for (const c of children) c.on("exit", (code) => code && (console.error(`bench-serve: a server exited with ${code}`), process.exit(1)));
await waitForUrls(
  builds.map((b) => `http://127.0.0.1:${b.previewPort}/lobby/api/notification`),
  { timeoutMs: 170_000, ok: (s) => s === 200 },
);
console.log(`bench servers ready: ${builds.map((b) => `http://127.0.0.1:${b.previewPort}/lobby/ (${path.relative(root, b.dir) || "."})`).join(", ")}`);
// Lives until Lighthouse CI ends it.
setInterval(() => {}, 1 << 30);
