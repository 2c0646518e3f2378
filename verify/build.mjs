// npm run build:verify → dist-verify/lobby-verify.mjs: `contract:verify` as one file a backend team
// runs with Node alone (`node lobby-verify.mjs <api-base-url> …`). The same modules as
// verify/contract-verify.mjs, bundled by rolldown; only ./verify/prism.mjs is replaced, by a module
// with Prism's validator bundled and the contract (read now, as the CLI reads it) embedded.
import { mkdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "rolldown";
import { root } from "../scripts/lib.mjs";
import { readContract } from "./prism.mjs";

const VERIFY_BUNDLE = path.join(root, "dist-verify", "lobby-verify.mjs");
const fromPrism = createRequire(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"));
const PRISM = path.join(root, "verify", "prism.mjs");

const embedded = `import validator from ${JSON.stringify(fromPrism.resolve("@stoplight/prism-http/dist/validator"))};
import typeIs from ${JSON.stringify(fromPrism.resolve("type-is"))};
const EMBEDDED = ${JSON.stringify(await readContract())};
export { validator, typeIs };
export const CONTRACT = "(embedded)";
export const readContract = async (file) => {
  if (file !== CONTRACT) throw new Error("this build embeds its contract; run verify/contract-verify.mjs for another one");
  return EMBEDDED;
};`;

mkdirSync(path.dirname(VERIFY_BUNDLE), { recursive: true });
await build({
  input: path.join(root, "verify", "contract-verify.mjs"),
  platform: "node",
  logLevel: "warn",
  plugins: [
    {
      name: "embedded-contract",
      resolveId: (id, importer) => (importer && path.resolve(path.dirname(importer), id) === PRISM ? "\0embedded-contract" : undefined),
      load: (id) => (id === "\0embedded-contract" ? embedded : undefined),
      // uri-template-lite (Prism's path matching) hangs its API on the module's `this`, which is `exports` in Node.
      transform: (code, id) => (/[\\/]uri-template-lite[\\/]/.test(id) ? code.replace("}(this.URI || (this.URI = {}))", "}(exports.URI = {})") : undefined),
    },
  ],
  output: { file: VERIFY_BUNDLE, format: "esm", minify: true, banner: "#!/usr/bin/env node" },
});
console.log(`${path.relative(root, VERIFY_BUNDLE)}: ${(statSync(VERIFY_BUNDLE).size / 1024).toFixed(0)} KiB`);
