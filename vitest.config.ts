import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The app is built for /lobby/ (vite.config.ts): the same base, so import.meta.env.BASE_URL (the
  // session cookies' path, config.json's address) is what a player's browser gets. Vitest 4 no longer
  // gives `base` to BASE_URL (vitest-dev/vitest#8895): test.env sets it.
  base: "/lobby/",
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@generated": fileURLToPath(new URL("./generated", import.meta.url)),
    },
  },
  define: { __MOCK_PANEL__: "false" },
  test: {
    include: ["src/**/*.test.{ts,tsx,mjs}", "scripts/**/*.test.mjs", "verify/**/*.test.mjs", "build/**/*.test.ts"],
    environment: "jsdom",
    environmentOptions: { jsdom: { url: "http://127.0.0.1/lobby/" } },
    env: { BASE_URL: "/lobby/" },
    setupFiles: ["src/shared/testing/setup.ts"],
    restoreMocks: true,
    // A bound on a test that hangs, never a verdict on speed: on a machine busy with other work a
    // heavy component test took several times its quiet time (docs/testing.md, "Time").
    testTimeout: 60_000,
    // Worker threads, not child processes: the same isolation per file, about 10 % faster here.
    pool: "threads",
    // One worker per core: Vitest's default in a run is cores − 1, which is a single worker on a
    // 2-core CI machine (measured: 117 s with one, 72 s with two).
    maxWorkers: availableParallelism(),
  },
});
