// The start-up budget (npm test's "start-up budget" step, `node scripts/startup-budget.mjs`): for each
// page a player lands on, every file of the build that the page fetches before the app has taken its
// first paint over, in bytes a phone downloads (gzip -9 for text, as served compressed; fonts as they
// are). The list is not kept by hand: the built app is loaded in Chromium with every request answered
// from dist/, and the files are the ones the page asked for before the take-over (Resource Timing,
// read in the page): the HTML, its stylesheet and fonts, config.json, the entry and its static
// imports, the files the boot script fetches beside the entry (src/app/boot.js: the answer checks,
// the notice's view, the dictionary, a member's bar) and the ones the start-up imports itself (the
// games entity, the home's grids, /lobby's route). The server's answers (/lobby/api) are not the build's
// and are left out. e2e/startup-budget.spec.ts checks that this is what a start-up on vite preview and
// the contract's mock fetches too.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { testBrowserLaunch } from "./chromium.mjs";
import { root } from "./lib.mjs";

/**
 * The ceiling of every page's start-up, kB (1,000 bytes). On 2026-12-03 a member's home fetched
 * 244.5 kB, the guest home 241.0 (JavaScript 186.0 of it, fonts 42.9) and /lobby 240.0: 280 leaves
 * 35 kB, room for several features (what a feature adds to the first screen has been 0.1–3 kB; a new
 * popup's code is lazy and adds nothing here). The figures and their trend against the last release
 * are the bench's (npm run bench). A change that crosses the ceiling adds weight to every player's
 * first visit: it says why, and moves this line.
 */
export const STARTUP_CEILING_KB = 280;

/** The pages a player lands on, as the boot script and the app tell them apart (a member: a stored unexpired token). */
export const PAGES = [
  { name: "guest home", path: "/lobby/" },
  { name: "game lobby", path: "/lobby/lobby" },
  { name: "member home", path: "/lobby/", member: true },
];

const storageKeys = JSON.parse(readFileSync(path.join(root, "src", "shared", "config", "storage-keys.json"), "utf8"));
/** Files already compressed: a server sends them as they are. */
const COMPRESSED = /\.(woff2|png|jpe?g|webp|avif|gif|ico)$/;

/** The file of dist/ a path under /lobby/ is answered with: the file itself, else its locale's index.html (a route of the app). */
export function distFile(dist, pathname) {
  const rel = decodeURIComponent(pathname.replace(/^\/lobby\/?/, ""));
  const file = path.join(dist, rel);
  if (file.startsWith(path.join(dist, path.sep)) && existsSync(file) && statSync(file).isFile()) return file;
  const locale = /^(en|cn)(\/|$)/.exec(rel)?.[1];
  return path.join(dist, locale ?? "", "index.html");
}

/** The bytes a phone downloads for a file: gzip -9 for text (nginx compresses it: deploy/nginx.conf), as it is for what is compressed already. */
export function transferBytes(file) {
  const bytes = readFileSync(file);
  return COMPRESSED.test(file) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
}

/**
 * Loads `url` in `page` and resolves with the paths of the same-origin files it asked for before the
 * app took its first paint over (src/app/main.tsx calls the boot script's __lobbyTakenOver then),
 * server answers (/lobby/api/) left out, in the order they were asked for. Asked for: a request that
 * began before the take-over, or a preload, module preload or stylesheet in the document at the
 * take-over (how the boot script and Vite's dynamic imports ask for files), whenever its request
 * began. Everything is read in the page, in the order the app runs, so how busy the machine is does
 * not move the line (the field reports and the service worker wait for the take-over: main.tsx).
 */
export async function filesBeforeTakeOver(page, url, { member = false } = {}) {
  await page.addInitScript(
    ({ member, keys }) => {
      performance.setResourceTimingBufferSize(1_000);
      if (member) {
        localStorage.setItem(keys.token, "startup-budget");
        localStorage.setItem(keys.tokenExpires, String(Date.now() + 3_600_000));
      }
      let takenOver;
      Object.defineProperty(window, "__lobbyTakenOver", {
        configurable: true,
        get: () =>
          takenOver &&
          (() => {
            window.__takenOverAt = performance.now();
            // What the page has asked for by now, fetched yet or not: a busy phone may start a
            // preload the app asked for just before the take-over only after it.
            window.__askedBeforeTakeOver = [...document.querySelectorAll("link[href]")]
              .filter((l) => ["modulepreload", "preload", "stylesheet"].includes(l.rel))
              .map((l) => l.href);
            takenOver?.();
          }),
        set: (fn) => {
          takenOver = fn;
        },
      });
    },
    { member, keys: storageKeys },
  );
  await page.goto(url);
  await page.waitForFunction(() => window.__takenOverAt !== undefined, null, { timeout: 120_000 });
  // A request asked for before the take-over is in the buffer once it has been answered.
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  const { entries, origin } = await page.evaluate(() => ({
    origin: location.origin,
    entries: [
      ...performance.getEntriesByType("navigation").map((e) => e.name),
      ...performance
        .getEntriesByType("resource")
        .filter((e) => e.startTime < window.__takenOverAt)
        .map((e) => e.name),
      ...window.__askedBeforeTakeOver,
    ],
  }));
  const paths = entries.filter((u) => u.startsWith(`${origin}/`)).map((u) => new URL(u).pathname);
  return [...new Set(paths)].filter((p) => !p.startsWith("/lobby/api/"));
}

/** Each page's start-up: the files, their bytes and the sum, loaded from `dist` with no server (every request answered from the folder). */
export async function measureStartup(dist = path.join(root, "dist"), { browser } = {}) {
  // Imported here: the module's other parts are plain functions (scripts/startup-budget.test.mjs).
  const { chromium, devices } = await import("@playwright/test");
  const own = !browser;
  browser ??= await chromium.launch(testBrowserLaunch);
  const origin = "http://127.0.0.1:9";
  try {
    const results = [];
    for (const page of PAGES) {
      const context = await browser.newContext({
        ...devices["Pixel 7"],
        locale: "th-TH",
        timezoneId: "Asia/Bangkok",
        serviceWorkers: "block",
      });
      await context.route("**/*", (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== origin) return route.abort();
        // The server's answers are not the build's: a server that answers nothing (the page's start-up does not wait for them).
        if (url.pathname.startsWith("/lobby/api/")) return route.fulfill({ status: 503, body: "" });
        return route.fulfill({ path: distFile(dist, url.pathname) });
      });
      const files = (await filesBeforeTakeOver(await context.newPage(), `${origin}${page.path}`, page)).map((p) => ({
        path: p,
        bytes: transferBytes(distFile(dist, p)),
      }));
      await context.close();
      results.push({ ...page, files, bytes: files.reduce((n, f) => n + f.bytes, 0) });
    }
    return results;
  } finally {
    if (own) await browser.close();
  }
}

const kb = (n) => (n / 1000).toFixed(1);
/** What a file is, for the table: its kind by extension. */
const kind = (p) =>
  /\.js$/.test(p) ? "JavaScript" : /\.css$/.test(p) ? "CSS" : /\.woff2$/.test(p) ? "fonts" : /\.html$|\/$|^\/lobby\/[^.]*$/.test(p) ? "HTML" : "other";

/** The report's lines and whether every page is under the ceiling. */
export function report(results, ceilingKb = STARTUP_CEILING_KB) {
  const lines = [];
  for (const r of results) {
    const byKind = new Map();
    for (const f of r.files) byKind.set(kind(f.path), (byKind.get(kind(f.path)) ?? 0) + f.bytes);
    const parts = [...byKind].map(([k, n]) => `${k} ${kb(n)}`).join(", ");
    lines.push(`${kb(r.bytes).padStart(7)} kB  ${r.name} (${r.path}${r.member ? ", a member" : ""}): ${r.files.length} files; ${parts}`);
  }
  const over = results.filter((r) => r.bytes > ceilingKb * 1000);
  lines.push(
    over.length ? `over the ceiling of ${ceilingKb} kB: ${over.map((r) => r.name).join(", ")}` : `ceiling ${ceilingKb} kB (scripts/startup-budget.mjs)`,
  );
  return { lines, ok: over.length === 0 };
}

/** The guest home's entry and every chunk it imports statically (Vite's manifest): the bench's "initial JavaScript". */
export function initialFiles(dist = path.join(root, "dist")) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key.endsWith(".html")) visit(key);
  return [...files];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await measureStartup();
  const { lines, ok } = report(results);
  console.log(`Start-up of each page: the build's files fetched before the take-over, gzip -9 (fonts as they are)\n${lines.join("\n")}`);
  if (process.argv.includes("--files")) for (const r of results) for (const f of r.files) console.log(`  ${r.name}  ${kb(f.bytes).padStart(6)} kB  ${f.path}`);
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", "startup.json"), JSON.stringify({ ceilingKb: STARTUP_CEILING_KB, pages: results }, null, 2));
  if (!ok) process.exit(1);
}
