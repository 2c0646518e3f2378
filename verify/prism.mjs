// Prism's own pieces the verifier runs (the @stoplight/prism-http that `prism` 5.14.2 runs) and the
// contract they read. `npm run build:verify` puts a module with the same exports in its place: the
// same validator bundled, the contract read here at build time embedded (verify/build.mjs).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const fromPrism = createRequire(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"));
export const validator = fromPrism("@stoplight/prism-http/dist/validator");
export const typeIs = fromPrism("type-is");
export const CONTRACT = fileURLToPath(new URL("../openapi/lobby.yaml", import.meta.url));

/** The contract as Prism reads it ($refs resolved) and as written (for `links` and `info`), with the sha256 of both. */
export async function readContract(file = CONTRACT) {
  const operations = await fromPrism("@stoplight/prism-http").getHttpOperationsFromSpec(file);
  const raw = parse(readFileSync(file, "utf8"));
  const sha256 = createHash("sha256").update(JSON.stringify({ operations, raw })).digest("hex");
  return { operations, raw, sha256 };
}
