/**
 * The tests' HTTP, from the contract: every operation of openapi/lobby.yaml answers with one of its
 * own named examples (the same names Prism serves with `Prefer: example=<name>`), chosen per test by
 * operationId and typed by the generated example names. Built on MSW, which replaces `fetch` for the
 * whole test file (each test starts from the first examples, its calls forgotten), so the app's real client (middleware, contract check, error reading) runs as is.
 *
 * The app's client takes `globalThis.fetch` when it is built, so the mock must be listening before
 * anything imports `@/shared/api` (which is why this module imports nothing of the app). In a test file:
 *
 *   const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());
 *   api.answer({ getProfile: "pendingDepositBank", requestWithdraw: { example: "success", delayMs: 2_000 } });
 *   expect(api.calls("requestWithdraw")).toHaveLength(1);
 *
 * Like Prism, it checks what the app sends against the contract (request body and path parameters,
 * with Ajv): a request that breaks it is answered 422 and listed in `api.violations()`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { delay, http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach } from "vitest";
import { parse } from "yaml";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import type { ExampleNames } from "@/shared/api";

export type OperationId = keyof ExampleNames;

/** One operation's answer: a named example, optionally late (a slow server). */
export type Answer<Op extends OperationId> = ExampleNames[Op] | { example: ExampleNames[Op]; delayMs?: number };

interface Example {
  status: number;
  body: JsonBodyType;
}

interface Operation {
  method: string;
  /** The URL path MSW matches ("/lobby/api/customers/get-bonus/:id"). */
  url: string;
  examples: Map<string, Example>;
  /** The first example of the first success answer: what the mock serves unless told otherwise. */
  first: string;
  /** The contract's request body schema and its media type, if the operation takes a body. */
  body?: { media: string; check: ValidateFunction };
  /** Path parameters by name. */
  params: Map<string, ValidateFunction>;
}

const CONTRACT = path.resolve(import.meta.dirname, "../../../openapi/lobby.yaml");

type Node = Record<string, unknown>;

/** Resolves an example's `$ref` (in this file or in a file beside it, e.g. ./examples/profile.yaml#/memberWithBank). */
function deref(node: Node, root: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  const [file, pointer = ""] = ref.split("#");
  const doc = file ? (parse(readFileSync(path.resolve(path.dirname(CONTRACT), file), "utf8")) as Node) : root;
  const target = pointer
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as Node)?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], doc);
  if (!target) throw new Error(`contract: ${ref} not found`);
  return deref(target as Node, root);
}

/** `#/components/schemas/X` → `lobby.json#/$defs/X`, annotations Ajv's strict mode does not know dropped (as scripts/gen-validators.mjs). */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node as Node)
      .filter(([k]) => k !== "example" && k !== "examples" && !k.startsWith("x-"))
      .map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? v.replace("#/components/schemas/", "lobby.json#/$defs/") : rebase(v)]),
  );
}

/** Every operation of the contract with its named examples, by operationId. */
function loadOperations(): Map<string, Operation> {
  const root = parse(readFileSync(CONTRACT, "utf8")) as Node;
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  ajv.addSchema({ $id: "lobby.json", $defs: rebase((root.components as Node | undefined)?.schemas ?? {}) });
  const base = ((root.servers as Node[] | undefined)?.[0]?.url as string | undefined) ?? "";
  const operations = new Map<string, Operation>();
  for (const [route, item] of Object.entries(root.paths as Record<string, Node>)) {
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const server = ((op.servers ?? item.servers) as Node[] | undefined)?.[0]?.url as string | undefined;
      const prefix = (server ?? base).replace(/\/$/, "");
      const examples = new Map<string, Example>();
      for (const [code, response] of Object.entries((op.responses ?? {}) as Record<string, Node>)) {
        const status = code === "5XX" ? 500 : code === "4XX" ? 400 : Number(code);
        const resolved = deref(response, root);
        for (const media of Object.values((resolved.content ?? {}) as Record<string, Node>)) {
          for (const [name, example] of Object.entries((media.examples ?? {}) as Record<string, Node>)) {
            examples.set(name, { status, body: deref(example, root).value as JsonBodyType });
          }
        }
      }
      const first = [...examples].find(([, e]) => e.status < 300)?.[0] ?? [...examples.keys()][0] ?? "";
      const requestBody = op.requestBody ? deref(op.requestBody as Node, root) : undefined;
      const [media, content] = Object.entries((requestBody?.content ?? {}) as Record<string, Node>)[0] ?? [];
      const body = media && content?.schema ? { media, check: ajv.compile(rebase(content.schema) as object) } : undefined;
      const params = new Map<string, ValidateFunction>();
      for (const param of ((op.parameters ?? item.parameters ?? []) as Node[]).map((p) => deref(p, root))) {
        if (param.in === "path" && param.schema) params.set(param.name as string, ajv.compile(rebase(param.schema) as object));
      }
      operations.set(op.operationId as string, { method, url: `${prefix}${route.replace(/\{([^}]+)\}/g, ":$1")}`, examples, first, body, params });
    }
  }
  return operations;
}

export interface ApiMock {
  /** Answers these operations with these examples from now on (the rest keep theirs). */
  answer(answers: { [Op in OperationId]?: Answer<Op> }): void;
  /** The requests an operation has received since the last reset. */
  calls(op: OperationId): Request[];
  /** The requests that broke the contract (answered 422), as "operationId: problem" lines. */
  violations(): string[];
  /** Every operation back to its first success example; the calls and violations forgotten. */
  reset(): void;
}

/** What in this request breaks the contract (nothing: []). Path parameters arrive as strings; numeric schemas see them as numbers. */
async function problemsOf(op: Operation, request: Request, params: Record<string, unknown>): Promise<string[]> {
  const problems: string[] = [];
  const report = (where: string, check: ValidateFunction) =>
    problems.push(...(check.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? ""}`.trim()));
  for (const [name, check] of op.params) {
    const raw = String(params[name] ?? "");
    const value = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    if (!check(value)) report(`path ${name}`, check);
  }
  if (op.body) {
    const text = await request.text();
    let value: unknown;
    try {
      value = op.body.media.includes("urlencoded") ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    } catch {
      problems.push(`body is not ${op.body.media}`);
    }
    if (value !== undefined && !op.body.check(value)) report("body", op.body.check);
  }
  return problems;
}

/** Starts the contract's mock for this test file (see the module comment); resets after each test. */
export function startApiMock(): ApiMock {
  const operations = loadOperations();
  const chosen = new Map<string, { example: string; delayMs: number }>();
  const seen = new Map<string, Request[]>();
  const violations: string[] = [];
  const handlers = [...operations].map(([id, op]) =>
    http[op.method as "get"](op.url, async ({ request, params }) => {
      seen.set(id, [...(seen.get(id) ?? []), request.clone()]);
      const problems = await problemsOf(op, request.clone(), params);
      if (problems.length) {
        violations.push(...problems.map((p) => `${id}: ${p}`));
        return HttpResponse.json({ errors: { error: problems.join("; ") } }, { status: 422 });
      }
      const { example, delayMs } = chosen.get(id) ?? { example: op.first, delayMs: 0 };
      const answer = op.examples.get(example);
      if (!answer) throw new Error(`${id} has no example "${example}" in the contract`);
      if (delayMs) await delay(delayMs);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: "error" });
  afterAll(() => server.close());
  const mock: ApiMock = {
    answer(answers) {
      for (const [id, a] of Object.entries(answers) as Array<[string, string | { example: string; delayMs?: number }]>) {
        const op = operations.get(id);
        const { example, delayMs = 0 } = typeof a === "string" ? { example: a } : a;
        if (!op?.examples.has(example)) throw new Error(`${id} has no example "${example}" in the contract`);
        chosen.set(id, { example, delayMs });
      }
    },
    calls: (op) => seen.get(op) ?? [],
    violations: () => [...violations],
    reset() {
      chosen.clear();
      seen.clear();
      violations.length = 0;
    },
  };
  afterEach(() => mock.reset());
  return mock;
}
