// Contract → one answer validator module per operation (Ajv standalone code, ESM, no eval at run time).
// Used by scripts/gen-api.mjs; returns { "validators/<file>": content } for generated/.
//
// Every declared JSON answer gets a validator, by its status or status class (`s200`, `s422`, `s5XX`):
// src/shared/api/contract.ts checks any 2XX against the operation's success schema and a 4XX/5XX
// against the error schema its status (or class) declares. Each module exports `declared`: the statuses the operation declares.
// Formats (`uri-reference`) are not checked (validateFormats: false): the UI treats every URL from the
// server as untrusted anyway, and Ajv's format checks would import ajv-formats at run time.
import Ajv2020 from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";

const header = "// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.\n";
const BASE = "lobby.json";

/** Keys whose values are maps of names to schemas: their names are kept whatever they are. */
const NAMED_SCHEMAS = new Set(["properties", "patternProperties", "$defs"]);

/**
 * `#/components/schemas/X` → `lobby.json#/$defs/X`, so every schema resolves against one document;
 * annotations left out (`example` and `x-*`, which Ajv's strict mode does not know, and
 * `description`, which the client never reads and would otherwise ship in its bundle).
 */
function rebase(node) {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== "object") return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "example" || k === "description" || k.startsWith("x-")) continue;
    if (k === "$ref" && typeof v === "string" && v.startsWith("#/components/schemas/")) out[k] = `${BASE}#/$defs/${v.slice("#/components/schemas/".length)}`;
    else if (NAMED_SCHEMAS.has(k) && v && typeof v === "object") out[k] = Object.fromEntries(Object.entries(v).map(([name, schema]) => [name, rebase(schema)]));
    else out[k] = rebase(v);
  }
  return out;
}

/** Ajv's error objects without `schemaPath`: the client reports where in the answer, not where in the schema. */
const leaner = (code) => code.replace(/schemaPath:(?:"[^"\\]*"|[\w$]+(?:\+"[^"\\]*")*),/g, "");

function newAjv(components, options = {}) {
  const ajv = new Ajv2020({
    ...options,
    allErrors: true, // every bad list item at once, so all of them can be dropped in one pass
    strict: true,
    strictRequired: false, // ValidationError: `anyOf: [{ required: [errors] }, ...]` names properties declared beside it
    allowUnionTypes: true, // `type: [string, 'null']`
    validateFormats: false,
    unicodeRegExp: false, // the contract's patterns are ASCII; no `u` flag needed
    code: { esm: true, source: true, lines: true },
  });
  ajv.addSchema({ $id: BASE, $defs: rebase(components.schemas ?? {}) });
  return ajv;
}

export function validatorFiles(doc) {
  const files = {};
  const rows = [];
  // Operations with the same answers (the three creates, the three bonus calls) share one module.
  const moduleByCode = new Map();
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== "object" || !op.operationId) continue;
      const ajv = newAjv(doc.components ?? {});
      const exportsByName = {};
      const statuses = [];
      for (const [status, declared] of Object.entries(op.responses ?? {})) {
        if (!/^[1-5](\d\d|XX)$/.test(status)) throw new Error(`${op.operationId}: status ${status} is neither a code nor a class (no catch-all answers)`);
        statuses.push(status);
        const res = declared.$ref ? declared.$ref.split("/").reduce((o, k) => (k === "#" ? doc : o?.[k]), null) : declared;
        const schema = res?.content?.["application/json"]?.schema;
        if (!schema) continue;
        const id = `answer-${status}`; // not the operation's name: equal answers give equal code
        ajv.addSchema({ $id: id, ...rebase(schema) });
        exportsByName[`s${status}`] = id;
      }
      if (Object.keys(exportsByName).length === 0) continue;
      // The statuses the operation declares travel with its validators (not in the index, which every page loads).
      const code = `${leaner(standaloneCode(ajv, exportsByName))}\nexport const declared = ${JSON.stringify(statuses)};`;
      if (/\brequire\(|\bnew Function\b|\beval\(/.test(code)) {
        throw new Error(`${op.operationId}: the generated validator needs a run-time helper or eval; change the schema or options`);
      }
      let file = moduleByCode.get(code);
      if (!file) {
        file = op.operationId;
        moduleByCode.set(code, file);
        files[`validators/${file}.js`] = `${header}${code}\n`;
        files[`validators/${file}.d.ts`] =
          `${header}import type { Validator } from "./index";\n` +
          Object.keys(exportsByName)
            .map((name) => `export declare const ${name}: Validator;\n`)
            .join("") +
          "export declare const declared: readonly string[];\n";
      }
      rows.push(`  "${method.toUpperCase()} ${p}": { operationId: "${op.operationId}", load: () => import("./${file}.js") },`);
    }
  }
  files["validators/index.ts"] =
    header +
    `/** One contract error, as Ajv reports it (\`instancePath\` is a JSON pointer into the answer). */
export interface ContractError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
export interface Validator {
  (data: unknown): boolean;
  errors?: ContractError[] | null;
}
/** An operation's validators by declared status or class: \`s200\`, \`s422\`, \`s5XX\`, ...; \`declared\`: every status it declares. */
export interface ValidatorModule {
  readonly [status: \`s\${string}\`]: Validator | undefined;
  readonly declared: readonly string[];
}

/**
 * "METHOD /path" (the contract's path) → its operation and a loader of its answers' validators (with
 * \`declared\`: the statuses and classes the operation declares).
 */
export const responseValidators: Readonly<Record<string, { operationId: string; load: () => Promise<ValidatorModule> }>> = {
${rows.join("\n")}
};
`;
  return files;
}

/**
 * The webhooks' request bodies (the Web Push payload the service worker reads): one validator module
 * each (`validators/webhook-<name>.js`, export `body`), and their named examples
 * (`webhook-examples.json`, for the unit tests and the development panel's push delivery).
 */
export function webhookFiles(doc) {
  const files = {};
  const examples = {};
  for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
    const media = item.post?.requestBody?.content?.["application/json"];
    if (!media?.schema) continue;
    // Lengths as JavaScript counts them (no run-time helper to import): the limits are generous.
    // (Ajv calls the option deprecated but still honours it; its notice on every run is dropped.)
    const quiet = { log: console.log, warn: (...a) => /option unicode/.test(String(a[0])) || console.warn(...a), error: console.error };
    const ajv = newAjv(doc.components ?? {}, { unicode: false, logger: quiet });
    ajv.addSchema({ $id: "body", ...rebase(media.schema) });
    const code = standaloneCode(ajv, { body: "body" });
    if (/\brequire\(|\bnew Function\b|\beval\(/.test(code)) throw new Error(`webhook ${name}: the generated validator needs a run-time helper or eval`);
    files[`validators/webhook-${name}.js`] = `${header}${code}\n`;
    files[`validators/webhook-${name}.d.ts`] = `${header}import type { Validator } from "./index";\nexport declare const body: Validator;\n`;
    examples[name] = Object.fromEntries(Object.entries(media.examples ?? {}).map(([k, v]) => [k, { summary: v.summary, value: v.value }]));
  }
  files["webhook-examples.json"] = JSON.stringify(examples, null, 2) + "\n";
  return files;
}
