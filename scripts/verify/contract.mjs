// The contract as data, for the conformance run, the in-repo upstreams and the validating proxy.
// Loading and validation are Prism's own (the @stoplight/prism-http that `prism` 5.14.2 runs), so an
// answer passes here exactly when it passes `npm run contract:proxy`; nothing here checks a schema by hand.
import { createRequire } from "node:module";
import { CONTRACT } from "../lib.mjs";

const fromPrism = createRequire(createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"));
const prismHttp = fromPrism("@stoplight/prism-http");
const validator = fromPrism("@stoplight/prism-http/dist/validator");
const typeIs = fromPrism("type-is");

/** @typedef {{ path: string, message: string, severity: string, got?: unknown }} Violation */

let loaded;
/** Every operation of openapi/lobby.yaml (Prism's model, $refs resolved), keyed by operationId. */
export async function loadContract(file = CONTRACT) {
  if (loaded && file === CONTRACT) return loaded;
  const operations = await prismHttp.getHttpOperationsFromSpec(file);
  const byId = new Map(operations.map((op) => [op.iid, op]));
  const routes = operations.map((op) => ({
    op,
    method: op.method.toLowerCase(),
    re: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, "([^/]+)")}$`),
    names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
  }));
  const contract = {
    operations,
    byId,
    /** The operation a request path (relative to the API base, e.g. /customers/profile) belongs to. */
    match(method, pathname) {
      for (const r of routes) {
        if (r.method !== method.toLowerCase()) continue;
        const m = r.re.exec(pathname);
        if (m) return { op: r.op, params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
      }
      return null;
    },
    /** Is a token required (the operation has a security requirement)? */
    secured: (op) => (op.security ?? []).some((alt) => alt.length > 0),
    /** The named examples of one response (status key such as "200", "422", "5XX"). */
    examples(op, code, mediaType = "application/json") {
      const res = op.responses.find((r) => r.code === code);
      const content = res?.contents?.find((c) => c.mediaType === mediaType) ?? res?.contents?.[0];
      return Object.fromEntries((content?.examples ?? []).map((e) => [e.key, e.value]));
    },
    /**
     * Prism's response validation of one answer: status, content type and body (and headers).
     * `body` is what Prism would parse: JSON for a JSON content type, text otherwise.
     * @returns {Violation[]}
     */
    validateAnswer(op, { status, headers, body }) {
      const result = validator.validateOutput({ resource: op, element: { statusCode: status, headers, body } });
      if (result._tag === "Right") return [];
      return result.left.map((d) => ({
        path: d.path?.length ? `/${d.path.join("/")}` : "",
        message: d.message,
        severity: typeof d.severity === "number" ? ["error", "warning", "information", "hint"][d.severity] : String(d.severity),
        got: d.path?.[0] === "body" ? at(body, d.path.slice(1)) : undefined,
      }));
    },
    /** Prism's request validation (used by the in-repo correct upstream to decide on a 422). */
    validateRequest(op, { pathname, query, headers, body }) {
      const result = validator.validateInput({ resource: op, element: { method: op.method, url: { path: pathname, query }, headers, body } });
      return result._tag === "Right" ? [] : result.left;
    },
  };
  if (file === CONTRACT) loaded = contract;
  return contract;
}

function at(value, path) {
  let v = value;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = v[k];
  }
  return v;
}

/** Parses an answer body the way Prism's proxy does: JSON when the content type says so, text otherwise. */
export function parseBody(contentType, text, status) {
  if (status !== 204 && typeIs.is(contentType || "", ["application/json", "application/*+json"])) {
    try {
      return { body: JSON.parse(text) };
    } catch (e) {
      return { body: text, parseError: `body is not valid JSON (${e.message})` };
    }
  }
  return { body: text };
}

/** One line per violation: where, what, and the value the server sent. */
export function describeViolation(v) {
  const shown = v.got === undefined || (typeof v.got === "object" && v.got !== null) ? "" : JSON.stringify(v.got);
  const got = shown ? ` (got ${shown.slice(0, 120)})` : "";
  return `${v.path || "(status, content type)"}: ${v.message}${got}`;
}
