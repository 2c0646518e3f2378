// The boot script (src/app/boot.js) runs before the first paint, so it is inlined into
// index.html instead of being one more render-blocking request. The Content-Security-Policy
// allows exactly this script by its hash; both come from here so they cannot drift apart.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "src", "app", "boot.js");

/** The inline code (comments kept: they are a few hundred bytes) and its CSP source expression. */
export function bootScript() {
  const code = readFileSync(file, "utf8").trim();
  return { code, csp: `'sha256-${createHash("sha256").update(code).digest("base64")}'` };
}

// `node scripts/boot-script.mjs` prints the hash for a server's CSP (docs/deployment.md).
if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(bootScript().csp);
