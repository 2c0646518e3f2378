// @vitest-environment node
// Every row of the hostile-answer table (e2e/hostile-answers.ts) classified without a browser: the
// row's mutation is applied to the contract example Prism serves for its call (loaded by Prism's own
// loader, $refs resolved) and the answer goes through the app's boundary check
// (src/shared/api/contract.ts; for the login, then the session check its callers apply). The browser
// suite (e2e/hostile.spec.ts) shows one row per way the UI shows an outcome on screen (five rows).
//
// Beyond the table, every operation the client reads goes through the app's API client itself:
// - by its class of status: the contract example sent with 200, 201, 203 and 204, each declared error
//   example with its status, and a body that breaks either schema. The table printed at the end is
//   the status-class table per operation (docs/product-decisions.md, "Answers from the server");
// - with every field the contract calls optional removed from each of its examples (derived from the
//   schema, `if`/`then` included), through the client and the check the flow applies after it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hostileAnswers } from "../../e2e/hostile-answers.ts";
import { responseValidators } from "../../generated/validators/index.ts";
import { formOperations, securedOperations } from "../../generated/operations.ts";
import { asForm, configureApiAuth, fetchClient } from "../shared/api/client.ts";
import { acceptAnswer, ApiError } from "../shared/api/errors.ts";
import { autoLoginFx, registerOtpFx } from "../features/register/api/register.ts";
import { cancelDepositFx } from "../features/deposit/api/deposit.ts";
import { createdRequest } from "../entities/pending-request/model/process.ts";
import { checkAnswer, onContractViolation } from "../shared/api/contract.ts";
import { usableSession } from "../shared/api/token.ts";
import { loadContract } from "../../verify/contract.mjs";

/** The flows' own calls go through the app's client to the contract's mock (MSW, listening before the client is built). */
const api = await vi.hoisted(async () => (await import("../shared/api-mock/index.ts")).startApiMock());

/** Checks the app applies to an accepted answer of a call, beyond the contract (throw = refused). */
const AFTER_CONTRACT = { "POST /login": usableSession };

/** `value` with the array items at `paths` (JSON pointers) removed, the way the boundary drops them. */
function without(value, paths) {
  const copy = structuredClone(value);
  for (const p of [...paths].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }))) {
    const segments = p.split("/").slice(1);
    const index = Number(segments.pop());
    const list = segments.reduce((node, s) => node[s], copy);
    list.splice(index, 1);
  }
  return copy;
}
const arrayIndexes = (pointer, root) => {
  let node = root;
  let n = 0;
  for (const s of pointer.split("/").slice(1)) {
    if (Array.isArray(node)) n += 1;
    node = node?.[s];
  }
  return n;
};

/** The operations the app calls through its client: every route with a JSON success answer. */
const routes = (
  await Promise.all(
    Object.entries(responseValidators).map(async ([route, entry]) => {
      const validators = await entry.load();
      const successBody = validators.declared.some((s) => s.startsWith("2") && validators[`s${s}`]);
      return { route, operationId: entry.operationId, statuses: validators.declared, successBody };
    }),
  )
).filter((r) => r.successBody);

let contract;
const reports = [];
const table = [];
beforeAll(async () => {
  contract = await loadContract();
  onContractViolation((r) => reports.push(r));
  configureApiAuth({ getToken: () => "member-token", onUnauthorized: () => {} });
}, 60_000);
afterAll(() => table.length && console.log(`status classes per operation (what the client does with each answer):\n${table.join("\n")}`));
// Violations are loud on purpose (console.error in development); keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** The row's answer: its named example (or the call's first, which Prism serves by default), mutated. */
function answerOf(row) {
  const match = contract.match(row.method, row.path);
  if (!match) throw new Error(`${row.method} ${row.path} is not in the contract`);
  const examples = contract.examples(match.op, "200");
  const name = row.example ?? Object.keys(examples)[0];
  if (!(name in examples)) throw new Error(`${row.method} ${row.path} has no example ${name}`);
  const original = structuredClone(examples[name]);
  return { original, mutated: row.mutate(structuredClone(original)) };
}

/** What the app makes of the answer: refused, or accepted with the items it dropped. */
async function classify(row, answer) {
  const route = `${row.method} ${row.path}`;
  const before = reports.length;
  const result = await checkAnswer(route, 200, structuredClone(answer));
  const dropped = reports.slice(before).flatMap((r) => r.dropped.map((d) => d.path));
  if (!result.ok) return { refused: true, dropped };
  try {
    AFTER_CONTRACT[route]?.(result.data);
  } catch {
    return { refused: true, dropped };
  }
  return { refused: false, dropped, data: result.data };
}

describe("hostile answers at the boundary", () => {
  it("runs every row of the table once, and covers every operation of the contract the client reads", () => {
    const names = hostileAnswers.map((row) => row.name);
    expect(new Set(names).size, "each row is its own case").toBe(names.length);
    const read = contract.operations
      .filter((op) => op.responses.some((r) => r.code.startsWith("2") && r.contents?.some((c) => c.mediaType === "application/json")))
      .map((op) => `${op.method.toUpperCase()} ${op.path}`)
      .sort();
    expect(routes.map((r) => r.route).sort(), "the status-class cases below cover the contract's operations").toEqual(read);
    for (const row of hostileAnswers) expect(read, row.name).toContain(`${row.method} ${row.path}`);
  });

  it.each(hostileAnswers.map((row) => [`${row.name} → ${row.outcome}`, row]))("%s", async (_, row) => {
    const { original, mutated } = answerOf(row);
    const got = await classify(row, mutated);
    if (row.outcome === "failure-state") {
      expect(got.refused, "the answer is refused").toBe(true);
      return;
    }
    expect(got.refused, "the answer is accepted").toBe(false);
    if (row.outcome === "item-dropped") {
      // Exactly the mutated item goes: the rest equals the unmutated example without that item.
      expect(got.dropped).toHaveLength(1);
      expect(got.data).toEqual(without(original, got.dropped));
    } else {
      // Every item stays; at most a detail inside one (an unknown flag) is cleaned.
      for (const p of got.dropped) expect(arrayIndexes(p, mutated), `${p} is a detail of an item`).toBeGreaterThan(1);
      expect(got.data).toEqual(without(mutated, got.dropped));
    }
  });
});

/** Calls the route through the app's client, answered with `status` and `body` (undefined: no body). */
function call(route, status, body, text = body === undefined ? null : JSON.stringify(body)) {
  const [method, path] = route.split(" ");
  const fetch = () => Promise.resolve(new Response(text, { status, headers: { "Content-Type": "application/json" } }));
  const params = { path: Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, "1"])) };
  const init = method === "GET" ? { params, fetch } : { params, fetch, ...(formOperations.has(route) ? asForm({}) : { body: {} }) };
  return fetchClient.request(method.toLowerCase(), path, init);
}

const outcome = async (promise) => {
  try {
    const { data } = await promise;
    return { accepted: true, data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { accepted: false, error };
  }
};

function exampleOf(route, code) {
  const [method, path] = route.split(" ");
  const op = contract.match(method, path.replace(/\{[^}]+\}/g, "1"))?.op;
  if (!op) throw new Error(`${route}: not in the contract`);
  const examples = Object.values(contract.examples(op, code));
  return examples;
}

describe.each(routes)("$route", ({ route, statuses, operationId }) => {
  it("any 2XX is checked against the success schema; an undeclared one is reported", async () => {
    const [example] = exampleOf(route, "200");
    expect(example, "the contract has a success example").toBeDefined();
    const row = [];
    for (const status of [200, 201, 203]) {
      const before = reports.length;
      const got = await outcome(call(route, status, example));
      expect(got.accepted, `${status}: a valid answer is taken`).toBe(true);
      expect(got.data, `${status}`).toEqual(example);
      const undeclared = reports.slice(before).filter((r) => r.undeclared && r.status === status);
      expect(undeclared.length, `${status}: reported as undeclared`).toBe(statuses.includes(String(status)) ? 0 : 1);
      row.push(`${status} ${undeclared.length ? "taken, reported" : "taken"}`);
      // The same status with a body that breaks the success schema fails the call, whatever the 2XX.
      const broken = await outcome(call(route, status, [example]));
      expect(broken.accepted, `${status}: a broken body is refused`).toBe(false);
      expect(broken.error.kind).toBe("contract");
    }
    // No body where the contract promises one.
    const before = reports.length;
    const empty = await outcome(call(route, 204, undefined));
    expect(empty.accepted, "204: refused").toBe(false);
    expect(empty.error).toMatchObject({ kind: "contract", status: 204 });
    expect(reports.slice(before).some((r) => r.undeclared && r.status === 204)).toBe(true);
    row.push("204 refused");

    // Errors: every declared example read with its text; a body that breaks the error schema gives no text.
    for (const code of statuses.filter((s) => !s.startsWith("2"))) {
      const status = Number(code.replace("XX", "03"));
      for (const body of exampleOf(route, code)) {
        const got = await outcome(call(route, status, body));
        expect(got.accepted).toBe(false);
        expect(got.error.status).toBe(status);
        if (status === 422) expect(got.error.hasServerText, `${code}: its message is read`).toBe(true);
      }
      const before = reports.length;
      const bad = await outcome(call(route, status, { errors: 5, error: ["x"], message: 7 }));
      expect(bad.accepted).toBe(false);
      expect(bad.error.status).toBe(status);
      expect(bad.error.hasServerText, `${code}: no text from a body that breaks the error schema`).toBe(false);
      expect(reports.slice(before).some((r) => r.refused.length > 0 && r.status === status)).toBe(true);
      row.push(`${code} error schema`);
    }
    // An undeclared error status is reported, and the call fails.
    const before404 = reports.length;
    const missing = await outcome(call(route, 404, { message: "Not Found" }));
    expect(missing.accepted).toBe(false);
    expect(reports.slice(before404).some((r) => r.undeclared && r.status === 404)).toBe(true);
    row.push("404 failed, reported");
    table.push(`${operationId.padEnd(22)} ${securedOperations.has(route) ? "secured" : "public "}  ${row.join(" · ")}`);
  });
});

/** The flow's own call of the route, where it reads more than the client (reject = the flow fails). */
const FLOW_CALLS = {
  "POST /login": () => autoLoginFx({ phone: "0812345678", password: "Lobby2026a" }),
  "POST /register/otp": () => registerOtpFx({ phone: "0812345678", otp: "0000", bypass: true }),
  "POST /requests/deposit/{id}/cancel": () => cancelDepositFx({ id: 1, reason: "manual", reference: "#1" }),
};
/** What the other flows apply to an accepted answer after the client (throw = the flow fails). */
const FLOW_CHECKS = {
  "POST /requests/deposit/payment-gateway": createdRequest,
  "POST /requests/deposit/prepare": createdRequest,
  "POST /requests/withdraw": createdRequest,
  "POST /customers/get-bonus/{id}": acceptAnswer,
  "POST /customers/get-referral-bonus": acceptAnswer,
  "POST /customers/events/{id}/activate": acceptAnswer,
};

/** Does `value` meet the `if` of a schema (its `properties` with `const`/`enum`, as the contract writes them)? */
const meetsIf = (cond, value) =>
  Object.entries(cond.properties ?? {}).every(([key, s]) =>
    "const" in s ? value?.[key] === s.const : Array.isArray(s.enum) ? s.enum.includes(value?.[key]) : true,
  ) && (cond.required ?? []).every((key) => value && key in value);

/** `value` with every property its schema does not require removed, all the way down. */
function withoutOptional(schema, value) {
  if (!schema || typeof schema !== "object" || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withoutOptional(schema.items, item));
  const branches = [...(schema.allOf ?? []), ...(schema.if && meetsIf(schema.if, value) && schema.then ? [schema.then] : [])];
  const alternative = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].find((s) => (s.required ?? []).every((key) => key in value));
  if (alternative) branches.push(alternative);
  const required = new Set([schema, ...branches].flatMap((s) => s.required ?? []));
  const properties = Object.assign({}, ...[schema, ...branches].map((s) => s.properties ?? {}));
  const extra = schema.additionalProperties && typeof schema.additionalProperties === "object" ? schema.additionalProperties : null;
  if (!schema.properties && extra) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutOptional(extra, v)]));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => required.has(key))
      .map(([key, v]) => [key, withoutOptional(properties[key], v)]),
  );
}

let strippedAnswers = 0;
describe("what the contract calls optional, the client and its flows do not require", () => {
  it.each(routes.map((r) => [r.route]))("%s: every example with its optional fields removed", async (route) => {
    const [method, path] = route.split(" ");
    const op = contract.match(method, path.replace(/\{[^}]+\}/g, "1"))?.op;
    const content = op.responses.find((r) => r.code === "200").contents.find((c) => c.mediaType === "application/json");
    let stripped = 0;
    for (const { key, value } of content.examples ?? []) {
      const bare = withoutOptional(content.schema, structuredClone(value));
      if (JSON.stringify(bare) !== JSON.stringify(value)) stripped += 1;
      const got = await outcome(call(route, 200, bare));
      expect(got.accepted, `${key}: the client takes ${JSON.stringify(bare).slice(0, 200)}`).toBe(true);
      expect(got.data, key).toEqual(bare);
      // The flow's own reading of it: only a refusal the answer itself states (success: false) may fail it.
      const check = FLOW_CHECKS[route];
      if (bare.success === false) continue;
      if (check) expect(() => check(got.data), `${key}: the flow goes on`).not.toThrow();
      const flow = FLOW_CALLS[route];
      if (flow) {
        api.answer({ [routes.find((r) => r.route === route).operationId]: { example: key, body: () => bare } });
        await expect(flow(), `${key}: the flow goes on`).resolves.toBeDefined();
      }
    }
    strippedAnswers += stripped;
  });

  it("derives answers that differ from the examples (e.g. register/otp without expires_in)", () => {
    expect(strippedAnswers).toBeGreaterThan(10);
  });
});

/** The route's first 200 example, mutated, through the app's client: what the UI would get. */
async function through(route, mutate) {
  const [example] = exampleOf(route, "200");
  const text = JSON.stringify(mutate(structuredClone(example)));
  return outcome(call(route, 200, undefined, text));
}

describe("safe display: every server string without bidi or zero-width controls", () => {
  it("a right-to-left override in the deposit account shows and copies the same digits", async () => {
    const got = await through("GET /customers/profile", (b) => {
      b.data.to_account_number = "\u202E7654321704\u202C";
      b.data.to_name = "สมชาย\u200B ใจดี\u2066\uFEFF";
      return b;
    });
    expect(got.accepted).toBe(true);
    expect(got.data.data.to_account_number).toBe("7654321704");
    expect(got.data.data.to_name).toBe("สมชาย ใจดี");
  });

  it("an error message is cleaned too", async () => {
    const got = await outcome(call("POST /login", 422, { errors: { phone: ["\u202Eเบอร์ผิด"] } }));
    expect(got.error.fieldErrors.phone).toBe("เบอร์ผิด");
  });
});

describe("bounded work per answer: strings over their field's limit are cut with '…' and logged", () => {
  const cases = [
    // [name, route, mutation, the string read back, its limit]. How long a phone takes to show each
    // is a benchmark (npm run bench, its answers phase), not a test.
    ["a 30 MB announcement", "GET /notification", (b) => ((b.data[0].content = `<p>${"ประกาศ ".repeat(5_000_000)}</p>`), b), (d) => d.data[0].content, 65_536],
    ["a 100 kB unbroken phone number", "GET /customers/profile", (b) => ((b.data.phone = "0".repeat(100_000)), b), (d) => d.data.phone, 1_024],
    ["a 100 kB referral key", "GET /customers/referral", (b) => ((b.data.referral_key = "k".repeat(100_000)), b), (d) => d.data.referral_key, 256],
    ["a 100 kB game name", "GET /catalogue", (b) => ((b.games[0].name = "ก".repeat(100_000)), b), (d) => d.games[0].name, 1_024],
  ];
  // The time-out bounds a failure, it is no verdict: the 30 MB case took 14 s with both cores busy with other work.
  it.each(cases)(
    "%s",
    async (_name, route, mutate, read, limit) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const got = await through(route, mutate);
      expect(got.accepted).toBe(true);
      const text = read(got.data);
      expect(text).toHaveLength(limit);
      expect(text.endsWith("…")).toBe(true);
      expect(warn.mock.calls.flat().join(" ")).toMatch(/size limit cut/);
    },
    300_000,
  );
});

describe("ids beyond JavaScript's exact integers (2^53) are refused, never rounded to another id", () => {
  /** The example with the item's id written into the JSON text exactly (JSON.parse makes 9007199254740993 one off). */
  const withBigId = (route, item) => {
    const body = structuredClone(exampleOf(route, "200")[0]);
    item(body).id = 424242;
    return { body, text: JSON.stringify(body).replace("424242", "9007199254740993") };
  };
  it("a created deposit with it fails (no cancel can go to the wrong id)", async () => {
    const { body, text } = withBigId("POST /requests/deposit/payment-gateway", (b) => b.data);
    const got = await outcome(call("POST /requests/deposit/payment-gateway", 200, body, text));
    expect(got.accepted).toBe(false);
    expect(got.error.kind).toBe("contract");
  });
  it("a history item with it is dropped, the rest kept", async () => {
    const { body, text } = withBigId("GET /customers/profile", (b) => b.data.history[0]);
    const got = await outcome(call("GET /customers/profile", 200, body, text));
    expect(got.accepted).toBe(true);
    expect(got.data).toEqual(without(body, ["/data/history/0"]));
  });
});
