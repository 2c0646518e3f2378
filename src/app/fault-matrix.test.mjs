// Every /lobby/api operation of the contract × every way a call can go wrong, without a browser:
// the real client (its middleware, the boundary check, toApiError/unwrap, the app's query client and
// its retry rule) is answered by the contract's mock (MSW) failing the way the kind says, inside a
// fork scope whose session is wired to the client as src/app/start.ts wires it. The cases come from
// the contract alone (a new operation is checked the moment it is written, no list to extend): each
// operation as the one who calls it (a member with the member's token on a secured call, a
// registrant with the temporary token on a secured registration step), and each public operation
// both as a guest and during a member's session. What a player would notice is checked here: one
// call per intent (a GET gets one retry after a network failure only), the translated text in th,
// en and cn (never the framework's "Server Error" / "Unauthenticated."), whether the server may have
// acted (money retries ask first), and that a 401 ends the session on a call the contract secures
// for the member and nowhere else. The browser suite (e2e/faults.spec.ts, the fault table) shows
// one case per outcome on screen.
import { readFileSync } from "node:fs";
import { allSettled, fork, scopeBind } from "effector";
import { parse } from "yaml";
import { CONTRACT } from "../../scripts/lib.mjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asForm, configureApiAuth, createAppQueryClient, fetchClient, unwrap } from "../shared/api/index.ts";
import { formOperations, securedOperations } from "../../generated/operations.ts";
import { $isAuthenticated, $session, unauthorized } from "../entities/session/index.ts";
import { formErrorMessages, genericErrorText } from "../shared/lib/form/server-errors.ts";
import { initI18n } from "../shared/i18n/index.ts";
import th from "../shared/i18n/locales/th.json";
import en from "../shared/i18n/locales/en.json";
import cn from "../shared/i18n/locales/cn.json";

const TEXTS = { th: th.errors, en: en.errors, cn: cn.errors };
/** The generic text each kind shows when the server said nothing a player can read. */
const TEXT_KEY = { 500: "server", network: "network", malformed: "server", 401: "server" };
/** What toApiError makes of each kind. */
const ERROR_KIND = { 500: "http", network: "network", malformed: "malformed", 401: "unauthenticated" };
/** The server may have acted (a money create is then resumed, not resent). */
const OUTCOME_UNKNOWN = { 500: true, network: true, malformed: true, 401: false };

/** The rows' calls reach the contract's mock: it must listen before the client is built. */
const api = await vi.hoisted(async () => (await import("../shared/api-mock/index.ts")).startApiMock());
const json = (status, body) => ({ status, text: JSON.stringify(body), type: "application/json" });
/** How the mock fails for each kind. */
const FAULTS = {
  500: json(500, { message: "Server Error" }),
  network: { networkError: true },
  malformed: { status: 200, text: "{not json", type: "application/json" },
  401: json(401, { message: "Unauthenticated." }),
};
/** The ways a call can go wrong at the client ("slow" is a loading state: the browser's alone). */
const KINDS = ["500", "network", "malformed", "401"];

/** A path parameter's value: the contract's example, else one its schema takes. */
function paramValue(param, contract) {
  const p = param.$ref ? contract.components.parameters[param.$ref.split("/").pop()] : param;
  return p.example ?? p.schema?.example ?? (["integer", "number"].includes(p.schema?.type) ? 1 : "x");
}

/**
 * Every operation under /lobby/api (an operation with its own `servers`, e.g. the ad tracker's
 * /postback, is not), as each of its callers makes it: `member` (a session, its token sent),
 * `registrant` (a secured registration step: the temporary token) or `guest`.
 */
function lobbyApiCalls() {
  const contract = parse(readFileSync(CONTRACT, "utf8"));
  return Object.entries(contract.paths).flatMap(([schemaPath, item]) =>
    ["get", "post", "put", "patch", "delete"]
      .filter((m) => item[m] && !item[m].servers && !item.servers)
      .flatMap((m) => {
        const op = item[m];
        const method = m.toUpperCase();
        const route = `${method} ${schemaPath}`;
        const params = Object.fromEntries(
          [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => [
            p.$ref ? contract.components.parameters[p.$ref.split("/").pop()].name : p.name,
            paramValue(p, contract),
          ]),
        );
        const base = {
          operationId: op.operationId,
          method,
          schemaPath,
          route,
          params: Object.fromEntries(Object.entries(params).filter(([k]) => schemaPath.includes(`{${k}}`))),
        };
        if (!securedOperations.has(route))
          return [
            { ...base, caller: "guest" },
            { ...base, caller: "member" },
          ];
        return [{ ...base, caller: op.tags?.includes("registration") ? "registrant" : "member" }];
      }),
  );
}

/** A scope with a live session (a member's call) or none, wired to the client like the app's start. */
function sessionScope(member) {
  const scope = fork({ values: member ? [[$session, { token: "member-token", expiresAt: Date.now() + 3_600_000 }]] : [] });
  configureApiAuth({ getToken: () => scope.getState($session)?.token ?? null, onUnauthorized: scopeBind(unauthorized, { scope }) });
  return scope;
}

/** A secured registration step carries the registration's temporary token (the steps after the OTP). */
const TEMP_TOKEN = "registration-token";

/** The call the way the features make it: GETs through the app's query client, the rest once. */
async function callOnce(call) {
  const headers = call.caller === "registrant" ? { Authorization: `Bearer ${TEMP_TOKEN}` } : {};
  const options = { params: { path: call.params }, headers };
  if (call.method === "DELETE") return unwrap(fetchClient.DELETE(call.schemaPath, { ...options, body: {} }));
  if (call.method === "POST") {
    // A form operation goes out as the contract's form (asForm), as the login popup sends it.
    const form = asForm({});
    const request = formOperations.has(call.route) ? { ...options, body: form.body, headers: { ...headers, ...form.headers } } : { ...options, body: {} };
    return unwrap(fetchClient.POST(call.schemaPath, request));
  }
  const queryClient = createAppQueryClient();
  // The app's retry rule as it is; only its back-off delay is skipped.
  return queryClient.fetchQuery({ queryKey: [call.schemaPath], queryFn: () => unwrap(fetchClient.GET(call.schemaPath, options)), retryDelay: 0 });
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => configureApiAuth({ getToken: () => null, onUnauthorized: () => {} }));

const calls = lobbyApiCalls();
const cases = calls.flatMap((call) => KINDS.map((kind) => [`${call.operationId} (${call.caller}): ${kind}`, call, kind]));

describe("faults on every /lobby/api call, at the client", () => {
  it("takes its calls from the contract: every operation the client may call, a secured one only as the one it is secured for", () => {
    const callers = (id) => calls.filter((c) => c.operationId === id).map((c) => c.caller);
    expect(callers("getProfile")).toEqual(["member"]);
    expect(callers("registerPassword")).toEqual(["registrant"]);
    expect(callers("listNotifications")).toEqual(["guest", "member"]);
    expect(callers("sendPostback"), "the ad tracker's call is not the API's").toEqual([]);
    expect(calls.find((c) => c.operationId === "cancelDeposit")?.params).toEqual({ id: expect.anything() });
  });

  it.each(cases)("%s", async (_, call, kind) => {
    const member = call.caller === "member";
    const scope = sessionScope(member);
    api.answer({ [call.operationId]: FAULTS[kind] });
    const error = await callOnce(call).then(
      () => null,
      (e) => e,
    );
    await allSettled(scope);

    expect(error, "the call fails").not.toBeNull();
    expect(error.kind).toBe(ERROR_KIND[kind]);
    expect(error.outcomeUnknown).toBe(OUTCOME_UNKNOWN[kind]);
    // One request per intent; a read gets one more try after a network failure, nothing else retries.
    const sent = api.calls(call.operationId);
    expect(sent).toHaveLength(kind === "network" && call.method === "GET" ? 2 : 1);
    // The member's token travels with a member's calls only (a registration step carries the registration's token).
    const token = { member: "Bearer member-token", registrant: `Bearer ${TEMP_TOKEN}`, guest: null }[call.caller];
    expect(sent[0].headers.get("Authorization")).toBe(token);

    // A 401 ends the session on a call the contract secures; on a public call (or for a guest) it changes nothing.
    const sessionEnds = kind === "401" && member && securedOperations.has(call.route);
    expect(scope.getState($isAuthenticated)).toBe(member && !sessionEnds);

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
