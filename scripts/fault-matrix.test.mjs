// Every row of the fault table (e2e/fault-table.ts) × every kind it lists, without a browser: the
// real client (its middleware, the boundary check, toApiError/unwrap, the app's query client and
// its retry rule) is answered by the contract's mock (MSW) failing the way the kind says, inside a fork scope whose
// session is wired to the client as src/app/start.ts wires it. What a player would notice is
// checked here: one call per intent (a GET gets one retry after a network failure only), the
// translated text in th, en and cn (never the framework's "Server Error" / "Unauthenticated."),
// whether the server may have acted (money retries ask first), and that a 401 ends the session on
// a call the contract secures and nowhere else. The browser suite (e2e/faults.spec.ts) keeps one case per row.
import { readFileSync } from "node:fs";
import scenarios from "../generated/scenarios.json";
import { allSettled, fork, scopeBind } from "effector";
import { parse } from "yaml";
import { CONTRACT } from "./lib.mjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { faultRows } from "../e2e/fault-table.ts";
import { asForm, configureApiAuth, createAppQueryClient, fetchClient, unwrap } from "../src/shared/api/index.ts";
import { formOperations, securedOperations } from "../generated/operations.ts";
import { $isAuthenticated, $session, unauthorized } from "../src/entities/session/index.ts";
import { formErrorMessages, genericErrorText } from "../src/shared/lib/form/server-errors.ts";
import { initI18n } from "../src/shared/i18n/index.ts";
import th from "../src/shared/i18n/locales/th.json";
import en from "../src/shared/i18n/locales/en.json";
import cn from "../src/shared/i18n/locales/cn.json";

const TEXTS = { th: th.errors, en: en.errors, cn: cn.errors };
/** The generic text each kind shows when the server said nothing a player can read. */
const TEXT_KEY = { 500: "server", network: "network", malformed: "server", 401: "server" };
/** What toApiError makes of each kind. */
const ERROR_KIND = { 500: "http", network: "network", malformed: "malformed", 401: "unauthenticated" };
/** The server may have acted (a money create is then resumed, not resent). */
const OUTCOME_UNKNOWN = { 500: true, network: true, malformed: true, 401: false };

/** The rows' calls reach the contract's mock: it must listen before the client is built. */
const api = await vi.hoisted(async () => (await import("../src/shared/api-mock/index.ts")).startApiMock());
const json = (status, body) => ({ status, text: JSON.stringify(body), type: "application/json" });
/** How the mock fails for each kind. */
const FAULTS = {
  500: json(500, { message: "Server Error" }),
  network: { networkError: true },
  malformed: { status: 200, text: "{not json", type: "application/json" },
  401: json(401, { message: "Unauthenticated." }),
};
/** The operationId of a row's call. */
const operationOf = (row) => scenarios.find((s) => s.method === row.method && s.path === row.call.schemaPath).operationId;

/** A scope with a live session (member rows) or none, wired to the client like the app's start. */
function sessionScope(member) {
  const scope = fork({ values: member ? [[$session, { token: "member-token", expiresAt: Date.now() + 3_600_000 }]] : [] });
  configureApiAuth({ getToken: () => scope.getState($session)?.token ?? null, onUnauthorized: scopeBind(unauthorized, { scope }) });
  return scope;
}

/** The row's call the way the features make it: GETs through the app's query client, POSTs once. */
/** The contract's route of a row ("POST /login"), as generated/operations.ts lists it. */
const route = (row) => `${row.method} ${row.call.schemaPath}`;
/** A secured call a guest makes carries the registration's temporary token (the steps after the OTP). */
const TEMP_TOKEN = "registration-token";

async function callOnce(row) {
  const headers = securedOperations.has(route(row)) && !row.member ? { Authorization: `Bearer ${TEMP_TOKEN}` } : {};
  const options = { params: { path: row.call.params ?? {} }, headers };
  if (row.method === "DELETE") return unwrap(fetchClient.DELETE(row.call.schemaPath, { ...options, body: {} }));
  if (row.method === "POST") {
    // A form operation goes out as the contract's form (asForm), as the login popup sends it.
    const form = asForm({});
    const request = formOperations.has(route(row)) ? { ...options, body: form.body, headers: { ...headers, ...form.headers } } : { ...options, body: {} };
    return unwrap(fetchClient.POST(row.call.schemaPath, request));
  }
  const queryClient = createAppQueryClient();
  // The app's retry rule as it is; only its back-off delay is skipped.
  return queryClient.fetchQuery({ queryKey: [row.call.schemaPath], queryFn: () => unwrap(fetchClient.GET(row.call.schemaPath, options)), retryDelay: 0 });
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => configureApiAuth({ getToken: () => null, onUnauthorized: () => {} }));

/** "METHOD /path" of every operation under /lobby/api (an operation with its own `servers`, e.g. the ad tracker's /postback, is not). */
function lobbyApiOperations() {
  const contract = parse(readFileSync(CONTRACT, "utf8"));
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    ["get", "post", "put", "patch", "delete"].filter((m) => item[m] && !item[m].servers && !item.servers).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

const cases = faultRows.flatMap((row) => row.kinds.filter((k) => k !== "slow").map((kind) => [`${row.name}: ${kind}`, row, kind]));

describe("faults on every /lobby/api call, at the client", () => {
  it("has a row for every /lobby/api operation of the contract, and no row for a call it lacks", () => {
    expect(new Set(faultRows.map(route))).toEqual(new Set(lobbyApiOperations()));
  });

  it("checks every row against each kind a player can meet (slow is the browser's alone)", () => {
    for (const row of faultRows) expect(row.kinds, row.name).toEqual(expect.arrayContaining(["500", "network", "401"]));
  });

  it.each(cases)("%s", async (_, row, kind) => {
    const scope = sessionScope(Boolean(row.member));
    api.answer({ [operationOf(row)]: FAULTS[kind] });
    const error = await callOnce(row).then(
      () => null,
      (e) => e,
    );
    await allSettled(scope);

    expect(error, "the call fails").not.toBeNull();
    expect(error.kind).toBe(ERROR_KIND[kind]);
    expect(error.outcomeUnknown).toBe(OUTCOME_UNKNOWN[kind]);
    // One request per intent; a read gets one more try after a network failure, nothing else retries.
    const calls = api.calls(operationOf(row));
    expect(calls).toHaveLength(kind === "network" && row.method === "GET" ? 2 : 1);
    // The member's token travels on member calls only (a guest's secured call carries the registration's token).
    const guestToken = securedOperations.has(route(row)) ? `Bearer ${TEMP_TOKEN}` : null;
    expect(calls[0].headers.get("Authorization")).toBe(row.member ? "Bearer member-token" : guestToken);

    // A 401 ends the session on a call the contract secures; on a public call (or for a guest) it changes nothing.
    const sessionEnds = kind === "401" && Boolean(row.member) && securedOperations.has(route(row));
    expect(scope.getState($isAuthenticated)).toBe(Boolean(row.member) && !sessionEnds);

    // What the form's red list / toast says, in every language: translated, never a framework text.
    for (const locale of ["th", "en", "cn"]) {
      await initI18n(locale, ["common"]);
      const text = TEXTS[locale][TEXT_KEY[kind]];
      expect(genericErrorText(error)).toBe(text);
      expect(formErrorMessages(error)).toEqual([text]);
    }
    expect(error.messages.join(" ")).not.toMatch(/Server Error|Unauthenticated/);
  });
});
