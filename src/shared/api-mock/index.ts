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
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { delay, http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach } from "vitest";
import { parse } from "yaml";
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

/** Every operation of the contract with its named examples, by operationId. */
function loadOperations(): Map<string, Operation> {
  const root = parse(readFileSync(CONTRACT, "utf8")) as Node;
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
      operations.set(op.operationId as string, { method, url: `${prefix}${route.replace(/\{([^}]+)\}/g, ":$1")}`, examples, first });
    }
  }
  return operations;
}

export interface ApiMock {
  /** Answers these operations with these examples from now on (the rest keep theirs). */
  answer(answers: { [Op in OperationId]?: Answer<Op> }): void;
  /** The requests an operation has received since the last reset. */
  calls(op: OperationId): Request[];
  /** Every operation back to its first success example; the calls forgotten. */
  reset(): void;
}

/** Starts the contract's mock for this test file (see the module comment); resets after each test. */
export function startApiMock(): ApiMock {
  const operations = loadOperations();
  const chosen = new Map<string, { example: string; delayMs: number }>();
  const seen = new Map<string, Request[]>();
  const handlers = [...operations].map(([id, op]) =>
    http[op.method as "get"](op.url, async ({ request }) => {
      seen.set(id, [...(seen.get(id) ?? []), request.clone()]);
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
    reset() {
      chosen.clear();
      seen.clear();
    },
  };
  afterEach(() => mock.reset());
  return mock;
}
