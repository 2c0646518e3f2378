// npm run api:gen  — contract → generated/api.d.ts (types) + generated/operations.ts (secured and form operations) + generated/scenarios.json (named examples per call,
//                    for the development mock panel) + generated/examples.d.ts (their names as types, for journeys) + generated/validators/ (answer validators per call).
// npm run api:check — regenerates in memory and fails if generated/ differs from the contract.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { CONTRACT, root, writeOrCheck } from "./lib.mjs";
import { validatorFiles, webhookFiles } from "./gen-validators.mjs";

const outDir = path.join(root, "generated");
const header = "// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.\n";

async function types() {
  const ast = await openapiTS(new URL(`file://${CONTRACT}`), { alphabetize: false });
  return header + astToString(ast);
}

/** For each operation: the named examples Prism can return, by status. Resolves file $refs by name only. */
const { parse } = await import("yaml");
const doc = parse(await readFile(CONTRACT, "utf8"));

async function scenarios() {
  const out = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== "object" || !op.operationId) continue;
      const examples = [];
      for (const [status, res] of Object.entries(op.responses ?? {})) {
        let r = res;
        if (r.$ref) r = r.$ref.split("/").reduce((o, k) => (k === "#" ? doc : o?.[k]), null) ?? {};
        for (const media of Object.values(r.content ?? {})) {
          for (const name of Object.keys(media.examples ?? {})) examples.push({ status, name });
        }
      }
      out.push({ operationId: op.operationId, method: method.toUpperCase(), path: p, examples });
    }
  }
  return JSON.stringify(out, null, 2) + "\n";
}

/** The named examples as types, per operation: mock journeys (src/dev/journeys) are checked against them. */
function exampleTypes(json) {
  const ops = JSON.parse(json);
  const lines = ops.map((o) => `  ${o.operationId}: ${o.examples.map((e) => JSON.stringify(e.name)).join(" | ") || "never"};`);
  return `${header}/** Named examples of each operation (\`Prefer: example=<name>\` on Prism). */\nexport interface ExampleNames {\n${lines.join("\n")}\n}\n\nexport type OperationId = keyof ExampleNames;\n`;
}

/**
 * What the client needs to know per operation ("METHOD /path"), read from the contract instead of
 * kept by hand: which calls need the member's bearer token (the operation's `security`, else the
 * document's), and which send their body as a form (application/x-www-form-urlencoded).
 */
function operations() {
  const secured = [];
  const form = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== "object" || !op.operationId) continue;
      const route = `${method.toUpperCase()} ${p}`;
      const security = op.security ?? doc.security ?? [];
      if (security.length > 0 && security.every((req) => Object.keys(req).length > 0)) secured.push(route);
      if (op.requestBody?.content?.["application/x-www-form-urlencoded"]) form.push(route);
    }
  }
  const set = (routes) => `new Set<string>([\n${routes.map((r) => `  ${JSON.stringify(r)},`).join("\n")}\n])`;
  return (
    `${header}/** Operations that need the member's bearer token (the contract's \`security\`). */\n` +
    `export const securedOperations: ReadonlySet<string> = ${set(secured)};\n\n` +
    `/** Operations whose request body is application/x-www-form-urlencoded. */\n` +
    `export const formOperations: ReadonlySet<string> = ${set(form)};\n`
  );
}

const scenariosJson = await scenarios();
const files = {
  "api.d.ts": await types(),
  "operations.ts": operations(),
  "scenarios.json": scenariosJson,
  "examples.d.ts": exampleTypes(scenariosJson),
  ...validatorFiles(doc),
  ...webhookFiles(doc),
};
// A validator left behind by an operation that no longer exists is stale too.
const validators = await readdir(path.join(outDir, "validators")).catch(() => []);
const leftovers = validators.map((f) => `validators/${f}`).filter((f) => !(f in files));
writeOrCheck(
  Object.fromEntries([...Object.entries(files), ...leftovers.map((f) => [f, null])].map(([f, text]) => [path.join(outDir, f), text])),
  "npm run api:gen",
);
