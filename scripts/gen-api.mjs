// npm run api:gen  — contract → generated/api.d.ts (types) + generated/operations.ts (secured and form operations) + generated/scenarios.json (named examples per call,
//                    for the development mock panel) + generated/examples.d.ts (their names as types, for journeys) + generated/validators/ (answer validators per call).
// npm run api:check — regenerates in memory and fails if generated/ differs from the contract.
import { readFile, writeFile, mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { CONTRACT, root } from "./lib.mjs";
import { validatorFiles, webhookFiles } from "./gen-validators.mjs";

const check = process.argv.includes("--check");
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
let stale = [];
// A validator left behind by an operation that no longer exists is stale too.
const validatorsDir = path.join(outDir, "validators");
const present = (await readdir(validatorsDir).catch(() => [])).map((f) => `validators/${f}`);
for (const name of present.filter((f) => !(f in files))) {
  if (check) stale.push(name);
  else await rm(path.join(outDir, name));
}
for (const [name, content] of Object.entries(files)) {
  const file = path.join(outDir, name);
  if (check) {
    const current = await readFile(file, "utf8").catch(() => "");
    if (current !== content) stale.push(name);
  } else {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
if (check && stale.length) {
  console.error(`generated/ is out of date with openapi/lobby.yaml: ${stale.join(", ")}. Run npm run api:gen.`);
  process.exit(1);
}
console.log(check ? "generated/ matches the contract" : "generated/api.d.ts, operations.ts, scenarios.json, examples.d.ts and validators/ written");
