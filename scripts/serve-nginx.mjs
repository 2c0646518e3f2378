// npm run serve:nginx: the build served by Debian's nginx with deploy/nginx.conf, as production
// serves it, on loopback. The API goes to Prism on PRISM_PORT (started here unless UPSTREAM is
// given) or to UPSTREAM=<url of /lobby/api/>. One Ctrl-C stops everything.
//
//   NGINX_PORT (8080)      http listener
//   NGINX_TLS_PORT         optional https listener with a throw-away self-signed certificate
//   NGINX_DIR              private prefix (config, temp files, logs); a fresh temp dir by default
//   LOBBY_CONFIG           the config.json to serve (copied into NGINX_DIR); dist/config.json by default
//   LOBBY_BRAND            a brand (brands/<name>.json over dist/config.json) when LOBBY_CONFIG is not set
//   LOBBY_DIST             the build to serve (dist/ by default; the bench serves an older build's beside it)
//   --no-build             reuse dist/ when it exists
//   --mock-trial-page      with UPSTREAM pointing at a Prism mock: serve the mock's files (mock/: trial page, pictures) as without UPSTREAM
// nginx (and Prism) run side by side under concurrently (scripts/lib.mjs `together`).
//
// The served config.json is NGINX_DIR/config.json: edit it and the next page load uses it; the
// CSP's origins follow it too (site.conf is generated again and nginx reloaded).
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, watchFile, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { bin, prismCommand, root, run, sh, together, waitForUrls } from "./lib.mjs";
import { siteConf, writeManifest } from "./nginx-site.mjs";
import { brandConfig } from "./brand.mjs";

const { values } = parseArgs({ options: { "no-build": { type: "boolean", default: false }, "mock-trial-page": { type: "boolean", default: false } } });
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
const port = Number(process.env.NGINX_PORT ?? 8080);
const tlsPort = process.env.NGINX_TLS_PORT ? Number(process.env.NGINX_TLS_PORT) : null;
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const upstream = process.env.UPSTREAM ?? `http://127.0.0.1:${prismPort}/`;
const dist = path.resolve(process.env.LOBBY_DIST ?? path.join(root, "dist"));

if (!existsSync(NGINX)) {
  console.error(`serve:nginx: ${NGINX} not found (apt-get install -y nginx)`);
  process.exit(1);
}

if (!values["no-build"] || !existsSync(path.join(dist, "index.html"))) {
  await run(bin("vite"), ["build", "--logLevel", "warn"]);
}

// The private prefix: nginx's own files never touch /etc/nginx or /var.
const dir = process.env.NGINX_DIR ? path.resolve(process.env.NGINX_DIR) : mkdtempSync(path.join(os.tmpdir(), "lobby-nginx-"));
for (const sub of ["conf", "html", "temp", "logs"]) rmSync(path.join(dir, sub), { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
chmodSync(dir, 0o755);
for (const sub of ["conf/lobby", "html", "temp", "logs"]) mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o755 });
symlinkSync(dist, path.join(dir, "html", "lobby"));
for (const f of ["nginx.conf", "security-headers.conf", "brotli.conf"]) copyFileSync(path.join(root, "deploy", f), path.join(dir, "conf/lobby", f));
const configFile = path.join(dir, "config.json");
// LOBBY_BRAND=<name> serves that brand's config (scripts/brand.mjs) unless LOBBY_CONFIG names a file.
if (process.env.LOBBY_CONFIG || !process.env.LOBBY_BRAND) copyFileSync(process.env.LOBBY_CONFIG ?? path.join(dist, "config.json"), configFile);
else writeFileSync(configFile, JSON.stringify(brandConfig(process.env.LOBBY_BRAND, path.join(dist, "config.json")), null, 2));
// In front of the Prism mock (its own, or UPSTREAM=<a Prism> with --mock-trial-page), nginx serves the
// mock's files (mock/: the trial page, the pictures the examples point at) as the preview does, and a
// config without a trial page names it (the contract's example launch URLs point at it too).
const mockDir = !process.env.UPSTREAM || values["mock-trial-page"] ? path.join(root, "mock") : undefined;
if (mockDir) {
  const served = JSON.parse(readFileSync(configFile, "utf8"));
  if (!served.trialPageUrl) writeFileSync(configFile, JSON.stringify({ ...served, trialPageUrl: "/lobby/game-frame.html" }, null, 2));
}

// Started as root, nginx's workers run as nobody: they must be able to write their temp files.
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  const [uid, gid] = ["-u", "-g"].map((f) => Number(execFileSync("id", [f, "nobody"]).toString()));
  chownSync(path.join(dir, "temp"), uid, gid);
}

let tls;
if (tlsPort) {
  tls = { cert: path.join(dir, "conf", "tls.crt"), key: path.join(dir, "conf", "tls.key") };
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-keyout", tls.key, "-out", tls.cert], {
    stdio: "ignore",
  });
}
const brotli = existsSync(BROTLI_MODULE);
const siteFile = path.join(dir, "conf/lobby/site.conf");
/** Writes site.conf (and the manifest) for the current config.json; true when site.conf changed. */
const writeSite = () => {
  const config = JSON.parse(readFileSync(configFile, "utf8"));
  // A build from before config.json named its brand (the bench's older release) ships its own manifest.
  if (config.brand) writeManifest(config, configFile);
  else copyFileSync(path.join(dist, "manifest.webmanifest"), path.join(path.dirname(configFile), "manifest.webmanifest"));
  const before = existsSync(siteFile) ? readFileSync(siteFile, "utf8") : null;
  const text = siteConf({
    indexHtml: readFileSync(path.join(dist, "index.html"), "utf8"),
    config: JSON.parse(readFileSync(configFile, "utf8")),
    configFile,
    upstream,
    root: path.join(dir, "html"),
    listen: [`127.0.0.1:${port}`, ...(tlsPort ? [`127.0.0.1:${tlsPort} ssl`] : [])],
    tls,
    brotli,
    mockDir,
  });
  if (text === before) return false;
  writeFileSync(siteFile, text);
  return true;
};
writeSite();

const temp = (name) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
writeFileSync(
  path.join(dir, "conf", "nginx.conf"),
  `# Written by scripts/serve-nginx.mjs: the loopback main config around deploy/nginx.conf.
daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
${asRoot ? "user nobody nogroup;" : ""}
${brotli ? `load_module ${BROTLI_MODULE};` : ""}
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include lobby/nginx.conf;
}
`,
);

const nginxArgs = ["-p", dir, "-c", path.join(dir, "conf", "nginx.conf")];
execFileSync(NGINX, [...nginxArgs, "-t", "-q"], { stdio: "inherit" });
const servers = together([
  { name: "nginx", command: [NGINX, ...nginxArgs].map(sh).join(" ") },
  ...(process.env.UPSTREAM ? [] : [{ name: "prism", command: prismCommand(prismPort) }]),
]);

// A changed config.json may change the CSP's origins: regenerate site.conf and reload, only when
// it changed (a reload that changes nothing still swaps the worker, and two reloads close
// together can leave a worker of the older one answering for a moment after the newer one does).
watchFile(configFile, { interval: 300 }, () => {
  try {
    if (!writeSite()) return console.log("[nginx] config.json changed: site.conf is the same, no reload");
    execFileSync(NGINX, [...nginxArgs, "-t", "-q"], { stdio: "inherit" });
    execFileSync(NGINX, [...nginxArgs, "-s", "reload"], { stdio: "inherit" });
    console.log("[nginx] config.json changed: site.conf written again, nginx reloaded");
  } catch (e) {
    console.error(`[nginx] config.json changed but was not applied: ${e.message}`);
  }
});

try {
  await waitForUrls([`http://127.0.0.1:${port}/lobby/`]);
  if (!process.env.UPSTREAM)
    await waitForUrls([`http://127.0.0.1:${prismPort}/notification`, `http://127.0.0.1:${port}/lobby/api/notification`], { ok: (s) => s === 200 });
  console.log(
    `\n  Lobby on nginx (${brotli ? "gzip + brotli" : "gzip"}): http://127.0.0.1:${port}/lobby/` +
      (tlsPort ? `  https://127.0.0.1:${tlsPort}/lobby/ (self-signed)` : "") +
      `\n  API: ${upstream}   config.json: ${configFile}\n  Ctrl-C stops ${process.env.UPSTREAM ? "nginx" : "nginx and Prism"}.\n`,
  );
} catch (e) {
  console.error(`serve:nginx: ${e.message}`);
  servers.stop();
}
