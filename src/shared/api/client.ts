import createFetchClient, { type Middleware } from "openapi-fetch";
import createQueryHooks from "openapi-react-query";
import type { paths } from "@generated/api";
import { API_TIMEOUT_MS } from "@/shared/config";
import { checkAnswer, expectsBody, loadChecks, loadValidators } from "./contract";
import { formOperations, securedOperations } from "@generated/operations";
import { ApiError, readErrorBody } from "./errors";
import { isUsableToken } from "./token";

type TokenGetter = () => string | null;
type UnauthorizedHandler = () => void;

let getToken: TokenGetter = () => null;
let onUnauthorized: UnauthorizedHandler = () => {};

const origin = () => globalThis.location?.origin ?? "http://localhost";
/** The client is built once against this prefix; the middleware moves requests to the configured base. */
const BUILD_PREFIX = new URL("/lobby/api", origin()).href;
let apiPrefix = BUILD_PREFIX;

/** The session model injects its token store here; the client never imports it. */
export function configureApiAuth(options: { getToken: TokenGetter; onUnauthorized: UnauthorizedHandler }): void {
  getToken = options.getToken;
  onUnauthorized = options.onUnauthorized;
}

/** Called once at start with the runtime config's API base URL (relative or absolute). */
export function setApiBaseUrl(baseUrl: string): void {
  apiPrefix = new URL(baseUrl, origin()).href.replace(/\/$/, "");
}

/** A form operation's request (the contract's application/x-www-form-urlencoded): openapi-fetch's body serializer encodes it as a form. */
export function asForm<B>(body: B): { body: B; headers: { "Content-Type": "application/x-www-form-urlencoded" } } {
  return { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
}

/** Aborted when either is: AbortSignal.any where the browser has it (Safari 17.4, Firefox 124), else by hand. */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  // eslint-disable-next-line no-restricted-properties -- guarded: only where the browser has it
  if ("any" in AbortSignal) return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) both.abort(s.reason);
    else s.addEventListener("abort", () => both.abort(s.reason), { once: true });
  }
  return both.signal;
}

/**
 * Every failed call rejects with an ApiError carrying its status and kind, thrown from here: openapi-fetch
 * and openapi-react-query pass it on unchanged, so no body ever carries the status.
 */
const apiMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    const route = `${request.method} ${schemaPath}`;
    let url = request.url;
    if (url.startsWith(BUILD_PREFIX + "/") && apiPrefix !== BUILD_PREFIX) url = apiPrefix + url.slice(BUILD_PREFIX.length);
    const headers = new Headers(request.headers);
    headers.set("Accept", "application/json");
    // Tokens only ever travel to the API's own origin and prefix (never to the postback host).
    const token = getToken();
    // Never `Bearer undefined` / `Bearer null` / `Bearer `: an unusable token is no token.
    const explicit = headers.get("Authorization");
    if (explicit !== null && !isUsableToken(explicit.replace(/^Bearer\s*/i, ""))) headers.delete("Authorization");
    // An explicit bearer (registration's temporary token) wins over the session's.
    if (isUsableToken(token) && url.startsWith(apiPrefix + "/") && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
    // Secured calls are never sent without a token (e.g. a refetch racing a logout): they fail here as a 401.
    if (securedOperations.has(route) && !headers.has("Authorization")) throw new ApiError("unauthenticated", 401, {}, []);
    // A form operation sent as JSON is a bug in the caller (see asForm), not something to send.
    if (formOperations.has(route) && headers.get("Content-Type") !== "application/x-www-form-urlencoded") {
      throw new Error(`${route} is application/x-www-form-urlencoded in the contract: send it with asForm()`);
    }
    // Read, never `request.body`: Firefox's Request has no body property (a stream body is Chromium's
    // and WebKit's), and reading it there sent every POST empty. No payload stays no body (a "" body
    // would be sent as text/plain).
    const payload = request.method === "GET" || request.method === "HEAD" ? "" : await request.clone().text();
    const body: BodyInit | null = payload === "" ? null : payload;
    // The answer's checks and validators download while the request travels.
    void loadChecks();
    void loadValidators(route);
    // A hung server must end as a timeout error, never as an endless spinner.
    const signal = eitherSignal(request.signal, AbortSignal.timeout(API_TIMEOUT_MS));
    // A redirect is never followed (a 307 loop would repeat a deposit POST): it fails the call below.
    return new Request(url, { method: request.method, headers, body, signal, redirect: "manual" });
  },
  async onResponse({ request, response, schemaPath }) {
    const route = `${request.method} ${schemaPath}`;
    // Not an answer: the browser hands a refused redirect over as an opaque one (status 0), Node as the 3XX.
    if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400)) {
      console.warn(`[api] ${route}: redirect refused (API calls never follow one)`);
      throw new ApiError("malformed", response.status, {}, []);
    }
    const text = await response.clone().text();
    if (response.ok) {
      if (!text || response.status === 204) {
        if (!(await expectsBody(route))) return undefined;
        // An empty 2XX where the contract promises a body (e.g. a 204): reported, and a failed call.
        await checkAnswer(route, response.status, undefined);
        throw new ApiError("contract", response.status, {}, []);
      }
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        // A 2xx with a broken body must not reach the UI as data.
        throw new ApiError("malformed", response.status, {}, []);
      }
      // Every string safe to show (no bidi or zero-width controls, cut to its field's size limit).
      const safe = (await loadChecks())?.safeAnswer(data) ?? { value: data, cut: [] };
      if (safe.cut.length) console.warn(`[api] ${route}: ${safe.cut.length} string(s) over their size limit cut with "…": ${safe.cut.slice(0, 5).join(", ")}`);
      // The contract at the boundary: bad list items are dropped, any other violation fails the call.
      const checked = await checkAnswer(route, response.status, safe.value);
      if (!checked.ok) throw new ApiError("contract", response.status, {}, []);
      // Handed over as read: openapi-fetch does not parse it again (./checked-answer).
      return (await loadChecks())?.checkedAnswer(checked.data, response, text);
    }
    let body: unknown = {};
    let malformed = false;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      malformed = true;
    }
    if (!malformed) body = (await loadChecks())?.safeAnswer(body).value ?? body;
    // A 401 on a secured call ends the session; a public call's 401 says nothing about it.
    if (response.status === 401 && request.headers.has("Authorization") && securedOperations.has(route)) onUnauthorized();
    // The error schema of its status (or class): a body that breaks it is read as no body (the status
    // still says what happened; none of the body's text is shown).
    if (!malformed && !(await checkAnswer(route, response.status, body)).ok) throw readErrorBody({}, response.status);
    const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : { errors: body };
    throw readErrorBody(record, response.status, malformed ? "malformed" : "http");
  },
};

export const fetchClient = createFetchClient<paths>({ baseUrl: BUILD_PREFIX });
fetchClient.use(apiMiddleware);

/** The openapi-react-query instance: `api.queryOptions`, `api.useQuery`, `api.useMutation`. */
export const api = createQueryHooks(fetchClient);
