/**
 * MSW request handlers for every operation of the contract, answering with its named examples (the
 * names Prism serves with `Prefer: example=<name>`) for the tests' mock (`startApiMock`, Node): what
 * answers a request is the caller's choice (`reply`), the rest is the contract's.
 *
 * Like Prism, a request that breaks the contract (body, path parameters, checked with Ajv) is
 * answered 422 with an `sl-violations` header and reported.
 */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from "msw";
import type { ValidateFunction } from "ajv/dist/2020.js";
import type { Operation } from "./contract";

/** How one request is answered. */
export type Reply =
  /** A named example of the operation; `body` derives a state no example has from it (sent with the example's status). */
  | { example: string; body?: (example: never) => unknown; delayMs?: number; until?: Promise<unknown> }
  /**
   * An answer the contract does not describe (an empty 503, a proxy's HTML page, JSON cut short): a fault.
   * Like a failed connection, it comes from before the server reads the request, so the request is not checked.
   */
  | { status: number; text: string; type?: string; delayMs?: number; until?: Promise<unknown> }
  /** The connection fails (fetch rejects with a TypeError). */
  | { networkError: true };

export interface HandlerHooks {
  /** The answer to this request of `op`; undefined: the `Prefer: example=` the request asks for, else the operation's first success example. */
  reply(op: string, request: Request): Reply | undefined;
  /** Every request of an operation, as received (before it is checked). */
  received?(op: string, request: Request): void;
  /** A request that broke the contract, one line per problem. */
  violated?(op: string, problems: string[]): void;
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

/** The example a `Prefer` header names ("code=422, example=loginFailed"), as Prism reads it. */
const preferred = (request: Request) => /(?:^|[,;\s])example=([\w-]+)/.exec(request.headers.get("Prefer") ?? "")?.[1];

/** Throws when the operation has no such example: a typo in a test or a journey fails loudly. */
export function exampleOf(op: Operation, name: string): { status: number; body: JsonBodyType } {
  const example = op.examples.get(name);
  if (!example) throw new Error(`${op.id} has no example "${name}" in the contract`);
  return example;
}

async function respond(op: Operation, reply: Reply): Promise<Response> {
  if ("networkError" in reply) return HttpResponse.error();
  if (reply.delayMs) await delay(reply.delayMs);
  await reply.until;
  if ("text" in reply) return new HttpResponse(reply.text, { status: reply.status, headers: reply.type ? { "Content-Type": reply.type } : {} });
  const { status, body } = exampleOf(op, reply.example);
  const derived = reply.body ? reply.body(structuredClone(body) as never) : body;
  return HttpResponse.json(derived as JsonBodyType, { status });
}

/** One handler per operation of the contract. */
export function contractHandlers(operations: Map<string, Operation>, hooks: HandlerHooks): HttpHandler[] {
  return [...operations.values()].map((op) =>
    // Any origin: the page's own in jsdom and the browser, the client's base URL in a Node test.
    http[op.method](`*${op.url}`, async ({ request, params }) => {
      hooks.received?.(op.id, request.clone());
      const reply = hooks.reply(op.id, request) ?? { example: preferred(request) ?? op.first };
      const problems = "example" in reply ? await problemsOf(op, request.clone(), params) : [];
      if (problems.length) {
        hooks.violated?.(op.id, problems);
        return HttpResponse.json({ errors: { error: problems.join("; ") } }, { status: 422, headers: { "sl-violations": JSON.stringify(problems) } });
      }
      return respond(op, reply);
    }),
  );
}
