// The contract as data, for the conformance run, the in-repo upstreams and the validating proxy.
// Loading and validation are Prism's own (the @stoplight/prism-http that `prism` 5.14.2 runs), so an
// answer passes here exactly when it passes `npm run contract:proxy`; nothing here checks a schema by hand.
import { CONTRACT, readContract, typeIs, validator } from "./prism.mjs";

/** @typedef {{ path: string, message: string, severity: string, got?: unknown }} Violation */

let loaded;
/** Every operation of openapi/lobby.yaml (Prism's model, $refs resolved), keyed by operationId. */
export async function loadContract(file = CONTRACT) {
  if (loaded && file === CONTRACT) return loaded;
  const { operations, raw, sha256 } = await readContract(file);
  const links = (op, code) => Object.values(raw.paths?.[op.path]?.[op.method]?.responses?.[code]?.links ?? {});
  const linksOf = (op, code) => links(op, code).map((l) => l.operationId);
  const byId = new Map(operations.map((op) => [op.iid, op]));
  const routes = operations.map((op) => ({
    op,
    method: op.method.toLowerCase(),
    re: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, "([^/]+)")}$`),
    names: [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
  }));
  const contract = {
    /** Which contract a report was checked against: info.version and the sha256 of the contract as read. */
    id: { title: raw.info?.title, version: raw.info?.version, sha256 },
    /** The time zone of the contract's timestamps (`info.x-timezone`). */
    timeZone: raw.info?.["x-timezone"],
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
      const violations = prismValidate(op, status, headers, body);
      // An undeclared status is one mistake; the body that came with it may be a second. Prism stops
      // at the status, so the body is checked again as the answer it stands in for (a 201 as the
      // success, a 400 as the validation error), and one run reports both.
      const standIn = declared(op, status) ? undefined : standInFor(op, status);
      if (standIn)
        for (const v of prismValidate(op, Number(standIn), headers, body))
          if (v.path) violations.push({ ...v, message: `${v.message} (body checked as the ${standIn} answer)` });
      const seen = new Set();
      return violations.filter((v) => !seen.has(`${v.path} ${v.message}`) && seen.add(`${v.path} ${v.message}`));
    },
    /** Does the contract list this status (exactly, or as a range such as 5XX) for the operation? */
    declared,
    /** The statuses the operation documents, e.g. ["200", "401", "422", "5XX"]. */
    documentedStatuses: (op) => op.responses.map((r) => r.code),
    /** Served from the site root (an operation-level `servers: [{url: /}]`) rather than the API base. */
    onSiteRoot: (op) => op.servers?.length === 1 && op.servers[0].url === "/",
    /** A request built from the contract's own examples (first example of each parameter and body; else a value the schema accepts). */
    sampleRequest,
    /** The first example of a response, else a value its schema accepts. */
    sampleAnswer(op, code) {
      const content = op.responses.find((r) => r.code === code)?.contents?.[0];
      return content?.examples?.length ? content.examples[0].value : sampleOf(content?.schema);
    },
    /**
     * The same request made invalid in one place the contract validates: the first required body
     * field dropped, else the first required query parameter, else an optional query parameter given
     * a value its pattern refuses, else an integer path parameter under its minimum.
     * @returns {{ request: object, field: string, value: unknown } | undefined}
     */
    invalidRequest,
    /**
     * The operation whose answer carries the token this one needs: a 2XX with `access_token` that
     * links to it (registerOtp for the registration steps), else login.
     */
    tokenSource(op) {
      for (const from of operations)
        for (const r of from.responses)
          if (/^2/.test(r.code) && from.iid !== "login" && linksOf(from, r.code).includes(op.iid) && schemaHas(r, "access_token")) return from.iid;
      return "login";
    },
    /** The operations a response's `links` lead to (Prism's model drops links; they are read from the file). */
    linksOf,
    /**
     * Follows a link: the path parameters of `to` that the link of `from`'s `code` answer fills from
     * that answer's body (`$response.body#/data/id` → the value there), or undefined without such a link.
     */
    followLink(from, code, to, body) {
      const link = links(from, code).find((l) => l.operationId === to.iid);
      if (!link?.parameters) return undefined;
      const out = {};
      for (const [name, expr] of Object.entries(link.parameters)) {
        const m = /^\$response\.body#(\/.*)?$/.exec(String(expr));
        if (!m) continue;
        out[name] = at(
          body,
          (m[1] ?? "")
            .split("/")
            .slice(1)
            .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~")),
        );
      }
      return out;
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

function prismValidate(op, status, headers, body) {
  const result = validator.validateOutput({ resource: op, element: { statusCode: status, headers, body } });
  if (result._tag === "Right") return [];
  return result.left.map((d) => ({
    path: d.path?.length ? `/${d.path.join("/")}` : "",
    message: d.message,
    severity: typeof d.severity === "number" ? ["error", "warning", "information", "hint"][d.severity] : String(d.severity),
    got: d.path?.[0] === "body" ? at(body, d.path.slice(1)) : undefined,
  }));
}

const codeMatches = (code, status) => code === String(status) || (/^\dXX$/i.test(code) && code[0] === String(status)[0]);
function declared(op, status) {
  return op.responses.some((r) => codeMatches(r.code, status));
}
function standInFor(op, status) {
  const codes = op.responses.map((r) => r.code);
  if (status >= 200 && status < 300) return codes.find((c) => /^2\d\d$/.test(c));
  if (status >= 400 && status < 500) return codes.find((c) => c === "422") ?? codes.find((c) => /^4\d\d$/.test(c));
  return undefined;
}

function schemaHas(response, property) {
  return (response.contents ?? []).some((c) => Object.hasOwn(c.schema?.properties ?? {}, property));
}

const exampleOf = (p) => p.examples?.[0]?.value ?? sampleOf(p.schema);

/** A value a schema accepts, for an input the contract gives no example of (its example, default or first enum value first). */
function sampleOf(schema = {}) {
  const given = schema.examples?.[0] ?? schema.example ?? schema.default ?? schema.enum?.[0] ?? schema.const;
  if (given !== undefined) return given;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  if (!type && alternative) return sampleOf(alternative);
  if (type === "object" || schema.properties) return Object.fromEntries((schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name])]));
  if (type === "array") return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
  if (type === "integer" || type === "number") return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  if (type === "boolean") return true;
  if (schema.format === "uri" || schema.format === "url") return "https://verify.invalid/sample";
  if (schema.format === "date") return "2026-11-20";
  if (schema.format === "date-time") return "2026-11-20T12:00:00Z";
  return "x".repeat(Math.max(1, schema.minLength ?? 1));
}

function sampleRequest(op) {
  const params = (where) => Object.fromEntries((op.request?.[where] ?? []).map((p) => [p.name, exampleOf(p)]));
  const content = op.request?.body?.contents?.[0];
  return {
    method: op.method.toUpperCase(),
    pathParams: params("path"),
    query: params("query"),
    mediaType: content?.mediaType,
    body: content ? structuredClone(content.examples?.[0]?.value ?? sampleOf(content.schema)) : undefined,
  };
}

function invalidRequest(op, sample) {
  const request = structuredClone(sample);
  const content = op.request?.body?.contents?.[0];
  const requiredField = content?.schema?.required?.find((f) => request.body && Object.hasOwn(request.body, f));
  if (requiredField) {
    delete request.body[requiredField];
    return { request, field: requiredField, value: "(left out)" };
  }
  const query = op.request?.query ?? [];
  const requiredQuery = query.find((p) => p.required);
  if (requiredQuery) {
    delete request.query[requiredQuery.name];
    return { request, field: requiredQuery.name, value: "(left out)" };
  }
  const patterned = query.find((p) => p.schema?.pattern || p.schema?.format);
  if (patterned) {
    request.query[patterned.name] = "not-valid!";
    return { request, field: patterned.name, value: "not-valid!" };
  }
  const bounded = (op.request?.path ?? []).find((p) => p.schema?.type === "integer" && typeof p.schema.minimum === "number");
  if (bounded) {
    request.pathParams[bounded.name] = bounded.schema.minimum - 1;
    return { request, field: bounded.name, value: bounded.schema.minimum - 1 };
  }
  return undefined;
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
