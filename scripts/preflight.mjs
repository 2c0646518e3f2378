// The system parts the suite drives, checked before any long step of `npm test` / `npm run test:e2e`.
// Missing ones are installed with apt-get when running as root (CI, a fresh container); otherwise the
// run stops at once with the one command that installs them. Nothing is skipped: a suite that cannot
// run fails here, not as a silently smaller suite.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/**
 * What the suite needs, by Debian package. `files`: any one present means installed. `whereAvailable`:
 * installed only where this Debian's archive has it (nginx then serves gzip alone, and the nginx
 * tests expect gzip).
 */
export const PARTS = [
  { pkg: "chromium-headless-shell", why: "the browser the Playwright suite drives (Chromium's headless shell)", files: ["/usr/bin/chromium-headless-shell"] },
  { pkg: "chromium", why: "the full browser the push spec (Web Push), Lighthouse and the benches drive", files: ["/usr/bin/chromium"] },
  {
    pkg: "fonts-liberation",
    why: "Latin text with standard metrics in the browser",
    files: ["/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"],
  },
  {
    pkg: "fonts-wqy-zenhei",
    why: "Chinese pages with real glyphs (Thai comes from the app's own Sarabun)",
    files: ["/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"],
  },
  { pkg: "firefox-esr", why: "Firefox for the engine journeys (e2e/engines, driven over WebDriver BiDi)", files: ["/usr/bin/firefox-esr"] },
  {
    pkg: "webkit2gtk-driver",
    why: "WebKitGTK (Safari's engine) for the engine journeys: WebKitWebDriver and its MiniBrowser",
    files: ["/usr/bin/WebKitWebDriver"],
  },
  { pkg: "xvfb", why: "the display WebKitGTK's MiniBrowser draws on (it has no headless mode)", files: ["/usr/bin/Xvfb"] },
  { pkg: "nginx", why: "the nginx e2e project (deploy/nginx.conf)", files: ["/usr/sbin/nginx"] },
  { pkg: "openssl", why: "the nginx project's https certificate", files: ["/usr/bin/openssl"] },
  { pkg: "libnginx-mod-http-brotli-filter", why: "brotli in the nginx project", files: [BROTLI_MODULE], whereAvailable: true },
];

/**
 * The decision, free of side effects (tested in scripts/preflight.test.mjs).
 * @param {{ missing: string[], isRoot: boolean, hasApt: boolean, available: (pkg: string) => boolean }} s
 *   missing: packages whose files are absent; available: whether apt knows the package.
 * @returns {{ kind: "ready", notes: string[] } | { kind: "install", packages: string[], notes: string[] } |
 *   { kind: "stop", command: string | null, message: string }}
 */
export function decide({ missing, isRoot, hasApt, available }, parts = PARTS) {
  const byPkg = new Map(parts.map((p) => [p.pkg, p]));
  const notes = [];
  const needed = missing.filter((pkg) => {
    if (!byPkg.get(pkg)?.whereAvailable || (hasApt && available(pkg))) return true;
    notes.push(`${pkg} is not in this system's package archive: ${byPkg.get(pkg)?.why ?? pkg} is left out (the tests expect that).`);
    return false;
  });
  if (!needed.length) return { kind: "ready", notes };
  const list = needed.map((pkg) => `  - ${pkg}: ${byPkg.get(pkg)?.why ?? ""}`).join("\n");
  if (!hasApt) return { kind: "stop", command: null, message: `Missing (install them with your system's packages):\n${list}` };
  const install = `apt-get update && apt-get install -y ${needed.join(" ")}`;
  if (isRoot) return { kind: "install", packages: needed, notes };
  return { kind: "stop", command: `sudo sh -c '${install}'`, message: `Missing:\n${list}` };
}

const onPath = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;

/** Packages of `parts` none of whose files exist. CHROME_PATH (as in scripts/chromium.mjs) replaces both browsers' paths. */
export function missingParts(parts = PARTS, exists = existsSync, env = process.env) {
  const browser = (pkg) => pkg === "chromium" || pkg === "chromium-headless-shell";
  return parts.filter(({ pkg, files }) => !(browser(pkg) && env.CHROME_PATH ? [env.CHROME_PATH] : files).some((f) => exists(f))).map((p) => p.pkg);
}

function aptKnows(pkg) {
  const r = spawnSync("apt-cache", ["show", "--no-all-versions", pkg], { stdio: "ignore" });
  return r.status === 0;
}

function sh(cmd, args) {
  console.log(`preflight: $ ${[cmd, ...args].join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${r.status ?? r.signal}`);
}

export function preflight() {
  const t0 = Date.now();
  let missing = missingParts();
  const isRoot = process.getuid?.() === 0;
  const hasApt = onPath("apt-get");
  // Lists are fetched only when something is missing, and only before asking about a part Debian may lack.
  if (missing.length && isRoot && hasApt) {
    console.log(`preflight: missing ${missing.join(", ")}; running as root, so installing them`);
    sh("apt-get", ["update", "-q"]);
  }
  const decision = decide({ missing, isRoot, hasApt, available: aptKnows });
  for (const n of decision.notes ?? []) console.log(`preflight: ${n}`);
  if (decision.kind === "stop") {
    console.error(`\npreflight: the test suite cannot run on this machine.\n${decision.message}`);
    if (decision.command) console.error(`\nRun this once, then npm test again:\n\n  ${decision.command}\n`);
    process.exit(1);
  }
  if (decision.kind === "install") {
    // --reinstall also mends a package that is registered but whose files are gone.
    sh("apt-get", ["install", "-y", "-q", "--reinstall", ...decision.packages]);
    missing = missingParts().filter((p) => decision.packages.includes(p));
    if (missing.length) {
      console.error(`preflight: still missing after apt-get: ${missing.join(", ")}`);
      process.exit(1);
    }
    console.log(`preflight: installed ${decision.packages.join(", ")}`);
  }
  const present = PARTS.map((p) => p.pkg).filter((p) => !missingParts().includes(p));
  console.log(`preflight: ready (${present.join(", ")}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  preflight();
  // npm run test:e2e tests the app as built; it does not build it (npm test does).
  if (process.argv.includes("--built") && !existsSync(new URL("../dist/index.html", import.meta.url))) {
    console.error("preflight: no build to test (dist/index.html). Run npm run build first.");
    process.exit(1);
  }
}
