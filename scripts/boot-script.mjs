// The boot script (src/app/boot.js) runs before the first paint, so it is inlined into
// index.html instead of being one more render-blocking request. The Content-Security-Policy
// allows exactly this script by its hash; both come from here so they cannot drift apart.
// The lists it needs are the app's own, filled in here: the popup routes (src/shared/popup/
// popups.json) and the local storage keys (src/shared/config/storage-keys.json).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { minifySync } from "rolldown/experimental";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "src");
const readJson = (file) => JSON.parse(readFileSync(path.join(src, file), "utf8"));

/** The paths of the popups that open over the home page (/lobby/login …), in popups.json's order. */
const popupPaths = () =>
  Object.values(readJson("shared/popup/popups.json"))
    .map((popup) => popup.path)
    .filter(Boolean);

/** One exact occurrence of a marker, replaced (a missing or doubled one fails the build). */
function fill(code, marker, value) {
  const parts = code.split(marker);
  if (parts.length !== 2) throw new Error(`src/app/boot.js: expected "${marker}" exactly once`);
  return parts.join(value);
}

/**
 * The inline code, minified, and its CSP source expression. Every page's HTML carries it: with its
 * comments it was 3.1 kB gzip, minified (oxc, the minifier the build's own bundler runs) 1.4 kB.
 */
export function bootScript() {
  let source = readFileSync(path.join(src, "app", "boot.js"), "utf8").trim();
  source = fill(source, "/* popup paths */ []", JSON.stringify(popupPaths()));
  source = fill(source, "/* storage keys */ {}", JSON.stringify(readJson("shared/config/storage-keys.json")));
  const { code, errors } = minifySync("boot.js", source);
  if (errors.length) throw new Error(`src/app/boot.js: ${errors.map((e) => e.message).join("; ")}`);
  return { code, csp: `'sha256-${createHash("sha256").update(code).digest("base64")}'` };
}

// `node scripts/boot-script.mjs` prints the hash for a server's CSP (docs/deployment.md).
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(bootScript().csp);
