// The built app(s) Lighthouse measures, started by Lighthouse CI itself (`startServerCommand` in
// lighthouserc.cjs), which waits for the ready line and stops the whole process tree after its runs.
// Each build is served as the e2e suite serves it: Prism on its own contract, `vite preview` of its
// dist/ with its own vite.config.ts (API proxy, gzip, headers).
//   this checkout:            PRISM_PORT (4010) + PREVIEW_PORT (4173)
//   BENCH_AGAINST_DIR, if set: the older build's checkout (npm run bench -- --against <commit>),
//                              PRISM_PORT+1 + PREVIEW_PORT+1
// Request logs go nowhere: Lighthouse CI stops reading this process's output once it is ready.
import { spawn } from "node:child_process";
import path from "node:path";
import { root, waitForUrls } from "./lib.mjs";

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const builds = [{ dir: root, prismPort, previewPort }];
if (process.env.BENCH_AGAINST_DIR) builds.push({ dir: process.env.BENCH_AGAINST_DIR, prismPort: prismPort + 1, previewPort: previewPort + 1 });

const children = [];
const stop = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
process.on("exit", stop);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));

for (const b of builds) {
  const env = { ...process.env, PRISM_PORT: String(b.prismPort), PREVIEW_PORT: String(b.previewPort) };
  const bin = (name) => path.join(b.dir, "node_modules", ".bin", name);
  const opts = { cwd: b.dir, env, stdio: ["ignore", "ignore", "ignore"] };
  children.push(spawn(bin("prism"), ["mock", path.join(b.dir, "openapi", "lobby.yaml"), "-p", String(b.prismPort), "-h", "127.0.0.1"], opts));
  children.push(spawn(bin("vite"), ["preview"], opts));
}
for (const c of children) c.on("exit", (code) => code && (console.error(`bench-serve: a server exited with ${code}`), process.exit(1)));
await waitForUrls(
  builds.map((b) => `http://127.0.0.1:${b.previewPort}/lobby/api/notification`),
  { timeoutMs: 170_000, ok: (s) => s === 200 },
);
console.log(`bench servers ready: ${builds.map((b) => `http://127.0.0.1:${b.previewPort}/lobby/ (${path.relative(root, b.dir) || "."})`).join(", ")}`);
// Lives until Lighthouse CI ends it.
setInterval(() => {}, 1 << 30);
