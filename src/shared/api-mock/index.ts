/**
 * The tests' HTTP, from the contract: every operation of openapi/lobby.yaml answers with one of its
 * own named examples (the same names Prism serves with `Prefer: example=<name>`), chosen per test by
 * operationId and typed by the generated example names. Built on MSW, which replaces `fetch` for the
 * whole test file (each test starts from the first examples, its calls forgotten), so the app's real
 * client (middleware, contract check, error reading) runs as is.
 *
 * The app's client takes `globalThis.fetch` when it is built, so the mock must be listening before
 * anything imports `@/shared/api` (which is why this module imports nothing of the app). In a test file:
 *
 *   const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());
 *   api.answer({ getProfile: "pendingDepositBank", createWithdraw: { example: "created", delayMs: 2_000 } });
 *   api.answer({ getProfile: { example: "memberWithBank", body: (b) => ({ data: { ...b.data, bank: "pp01" } }) } });
 *   api.answer({ getReferral: { status: 503, text: "" } });
 *   expect(api.calls("createWithdraw")).toHaveLength(1);
 *
 * Fixtures come from the same examples: `contractExample("getProfile", "memberWithBank").data`.
 * Like Prism, it checks what the app sends against the contract (request body and path parameters,
 * with Ajv): a request that breaks it is answered 422 and listed in `api.violations()`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { setupServer } from "msw/node";
import { afterAll, afterEach } from "vitest";
import type { ContractOperations, ExampleNames } from "@/shared/api";
import { loadOperations, type Operation } from "./contract";
import { contractHandlers, exampleOf, type Reply } from "./handlers";

export type OperationId = keyof ExampleNames;

type Responses<Op extends OperationId> = ContractOperations[Op]["responses"];
type JsonOf<R> = R extends { content: { "application/json": infer B } } ? B : never;
/** The operation's success answer body (2xx), as the contract types it. */
export type SuccessOf<Op extends OperationId> = JsonOf<Responses<Op>[Extract<keyof Responses<Op>, 200 | 201 | 202>]>;

/** One operation's answer: a named example (maybe changed by the test, or late), a fault no example describes, or a failed connection. */
export type Answer<Op extends OperationId> =
  | ExampleNames[Op]
  | {
      example: ExampleNames[Op];
      /** A success state no example has, derived from the example (a copy: the contract's stays as it is). */
      body?: (example: SuccessOf<Op>) => SuccessOf<Op>;
      delayMs?: number;
      /** The answer leaves once this settles: the test decides when the server answers. */
      until?: Promise<unknown>;
    }
  /** A fault no example describes (the request is not checked: it never reached the server's reading). */
  | { status: number; text: string; type?: string; delayMs?: number; until?: Promise<unknown> }
  | { networkError: true };

const OPENAPI = path.resolve(import.meta.dirname, "../../../openapi");
let loaded: Map<string, Operation> | undefined;
const operations = () => (loaded ??= loadOperations((file) => readFileSync(path.join(OPENAPI, file), "utf8")));

/** A success example's body, copied (a fixture from the contract; change the copy freely). */
export function contractExample<Op extends OperationId>(op: Op, name: ExampleNames[Op]): SuccessOf<Op> {
  const operation = operations().get(op);
  if (!operation) throw new Error(`no operation ${op} in the contract`);
  const { status, body } = exampleOf(operation, name);
  if (status >= 300) throw new Error(`${op} example "${name}" is a ${status} answer, not a success`);
  return structuredClone(body) as SuccessOf<Op>;
}

export interface ApiMock {
  /** Answers these operations so from now on (the rest keep theirs). */
  answer(answers: { [Op in OperationId]?: Answer<Op> }): void;
  /** The requests an operation has received since the last reset. */
  calls(op: OperationId): Request[];
  /** Every request received since the last reset, as "operationId METHOD /path", in order. */
  log(): string[];
  /** The requests that broke the contract (answered 422), as "operationId: problem" lines. */
  violations(): string[];
  /** Every operation back to its first success example; the calls and violations forgotten. */
  reset(): void;
}

/** Starts the contract's mock for this test file (see the module comment); resets after each test. */
export function startApiMock(): ApiMock {
  const chosen = new Map<string, Reply>();
  const seen = new Map<string, Request[]>();
  const violations: string[] = [];
  const log: string[] = [];
  const server = setupServer(
    ...contractHandlers(operations(), {
      reply: (op) => chosen.get(op),
      received: (op, request) => {
        seen.set(op, [...(seen.get(op) ?? []), request]);
        log.push(`${op} ${request.method} ${new URL(request.url).pathname}`);
      },
      violated: (op, problems) => violations.push(...problems.map((p) => `${op}: ${p}`)),
    }),
  );
  server.listen({ onUnhandledRequest: "error" });
  afterAll(() => server.close());
  const mock: ApiMock = {
    answer(answers) {
      for (const [id, a] of Object.entries(answers) as Array<[string, string | Reply]>) {
        const op = operations().get(id);
        if (!op) throw new Error(`no operation ${id} in the contract`);
        const reply = typeof a === "string" ? { example: a } : a;
        if ("example" in reply) {
          const { status } = exampleOf(op, reply.example);
          if (reply.body && status >= 300) throw new Error(`${id}: derive a body from a success example ("${reply.example}" is ${status})`);
        }
        chosen.set(id, reply);
      }
    },
    calls: (op) => seen.get(op) ?? [],
    log: () => [...log],
    violations: () => [...violations],
    reset() {
      log.length = 0;
      chosen.clear();
      seen.clear();
      violations.length = 0;
    },
  };
  afterEach(() => mock.reset());
  return mock;
}
