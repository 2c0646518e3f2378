// Shared helpers for the project scripts (plain Node, no shell features, so they run the same in CI).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);
export const CONTRACT = path.join(root, "openapi", "lobby.yaml");

/**
 * Runs a command to its end. Its output goes to this terminal, or with `capture: true` is held and
 * given back (resolved with it; on failure, the error's `output`), for commands run side by side.
 */
export function run(cmd, args, { capture = false, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      ...opts,
      stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
      env: capture ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...opts.env } : opts.env,
    });
    let output = "";
    child.stdout?.on("data", (c) => (output += c));
    child.stderr?.on("data", (c) => (output += c));
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(Object.assign(new Error(`${path.basename(cmd)} exited with ${code}`), { output }))));
    child.on("error", (e) => reject(Object.assign(e, { output })));
  });
}

/**
 * Starts a long-running child; returns it. Output is prefixed so two servers can share a terminal.
 * `quiet: true` keeps only its error output (benchmarks print figures, not request logs).
 */
export function start(name, cmd, args, { quiet = false, ...opts } = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...opts });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((l) => `[${name}] ${l}`)
      .join("\n") + "\n";
  child.stdout.on("data", (c) => quiet || process.stdout.write(prefix(c)));
  child.stderr.on("data", (c) => process.stderr.write(prefix(c)));
  return child;
}

export async function waitFor(url, { timeoutMs = 60_000, ok = (s) => s < 500 } = {}) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (ok(res.status)) return Date.now() - started;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** One Ctrl-C stops every child. */
export function stopAllOnExit(children) {
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  process.on("SIGTERM", () => {
    stop();
    process.exit(143);
  });
  process.on("exit", stop);
  for (const c of children)
    c.on("exit", (code) => {
      if (code !== 0 && code !== null) {
        stop();
        process.exit(code);
      }
    });
}

export const prismArgs = (port) => ["mock", CONTRACT, "-p", String(port), "-h", "127.0.0.1"];

/** A port nobody listens on now: tests use it instead of a fixed port that another checkout's run may hold. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
