import createFetchClient, { type Middleware } from "openapi-fetch";
import createQueryHooks from "openapi-react-query";
import type { paths } from "@generated/api";
import { API_TIMEOUT_MS } from "@/shared/config";
import { checkAnswer, loadValidators } from "./contract";
import { KIND_KEY, STATUS_KEY } from "./errors";
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

/** Public operations (security: []): their 401 says nothing about the member's session. */
const PUBLIC_PATHS = new Set<string>(["/notification"]);

/** Calls that need a member's bearer token (the contract's secured paths). */
const MEMBER_PREFIXES = ["/customers/", "/requests/", "/launch-game/"];

/** Operations the contract declares as application/x-www-form-urlencoded. */
const FORM_PATHS = new Set<string>(["/login"]);

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const apiMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
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
    // Member calls are never sent without a token (e.g. a refetch racing a logout): answer 401 here.
    if (MEMBER_PREFIXES.some((p) => schemaPath.startsWith(p)) && !headers.has("Authorization")) {
      return json({ message: "Unauthenticated.", [STATUS_KEY]: 401, [KIND_KEY]: "unauthenticated" }, 401);
    }
    let body: BodyInit | null = request.body ? await request.clone().text() : null;
    if (FORM_PATHS.has(schemaPath) && body) {
      const data = JSON.parse(body) as Record<string, unknown>;
      body = new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString();
      headers.set("Content-Type", "application/x-www-form-urlencoded");
    }
    // The answer's validators download while the request travels.
    void loadValidators(`${request.method} ${schemaPath}`);
    // A hung server must end as a timeout error, never as an endless spinner.
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(API_TIMEOUT_MS)]);
    return new Request(url, { method: request.method, headers, body, signal });
  },
  async onResponse({ request, response, schemaPath }) {
    const text = await response.clone().text();
    if (response.ok) {
      if (!text || response.status === 204) return undefined;
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        // A 2xx with a broken body must not reach the UI as data.
        return json({ [STATUS_KEY]: response.status, [KIND_KEY]: "malformed" }, 502);
      }
      // The contract at the boundary: bad list items are dropped, any other violation fails the call.
      const checked = await checkAnswer(`${request.method} ${schemaPath}`, response.status, data);
      if (!checked.ok) return json({ [STATUS_KEY]: response.status, [KIND_KEY]: "contract" }, 502);
      return checked.changed ? new Response(JSON.stringify(checked.data), { status: response.status, headers: response.headers }) : undefined;
    }
    let body: unknown = {};
    let kind = "http";
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      kind = "malformed";
    }
    const record = typeof body === "object" && body !== null && !Array.isArray(body) ? body : { errors: body };
    if (response.status === 401 && request.headers.has("Authorization") && !PUBLIC_PATHS.has(schemaPath)) onUnauthorized();
    return json({ ...record, [STATUS_KEY]: response.status, [KIND_KEY]: kind }, response.status);
  },
};

export const fetchClient = createFetchClient<paths>({ baseUrl: BUILD_PREFIX });
fetchClient.use(apiMiddleware);

/** The openapi-react-query instance: `api.queryOptions`, `api.useQuery`, `api.useMutation`. */
export const api = createQueryHooks(fetchClient);
