import http from "node:http";
import type { AddressInfo } from "node:net";
import { initialState, nextAnswer, operationOf, preferFor, type Journey } from "../../src/dev/journey";

/**
 * The engine suites' server: a loopback proxy in front of `vite preview` (which proxies /lobby/api to
 * Prism). A WebDriver session cannot watch the network or catch page errors, so everything the
 * Playwright guard sees from inside Chromium is seen here, the same way for every engine:
 * - every /lobby/api answer: an `sl-violations` header or a 4XX the test did not ask for is a problem;
 * - every HTML page gets `<script src="/lobby/__engines/capture.js">` first in its head (CSP
 *   `script-src 'self'` allows it): it records uncaught errors and unhandled rejections in
 *   sessionStorage, which the fixture reads at the end (and reports to this server at once);
 * - scenarios: `Prefer` per API path (Prism's named examples), or a mock journey's answers.
 */
export interface Recorder {
  origin: string;
  /** Problems seen since the last `reset()`. */
  problems: string[];
  /** "METHOD /path" of each API request, in order. */
  calls: string[];
  /** Path and query of each HTML page served (pages and frames), in order. */
  documents: string[];
  scenario(path: string, example: string, code?: number): void;
  /** Answers an API path with this JSON itself (an answer Prism would never give: a refused one). */
  answer(path: string, status: number, json: unknown): void;
  /** Fails the files whose path matches (a chunk that does not arrive): the connection is cut. */
  failFiles(pattern: RegExp): void;
  /** Points the lobby's field reports (config.json `fieldReports`) at this server; what it receives lands in `reports`. */
  collectFieldReports(): void;
  /** The bodies the lobby sent to the field collector, as text. */
  reports: string[];
  /** Every path the pages asked for, in order. */
  served: string[];
  play(journey: Journey): void;
  /** Allows a 4XX (any, or `status`) on paths containing `fragment`. */
  allow4xx(fragment: string, status?: number): void;
  /** Adds (or replaces) top-level keys of /lobby/config.json as the page reads it (e.g. a VAPID key). */
  config(patch: Record<string, unknown>): void;
  reset(): void;
  close(): Promise<void>;
}

export const CAPTURE_PATH = "/lobby/__engines/capture.js";
/** A same-origin script that fails on purpose (the harness's own test): errors of injected code are muted in Chromium. */
export const PLANT_PATH = "/lobby/__engines/plant.js";
const PLANT = `setTimeout(function () { throw new Error("planted error"); });
Promise.reject(new Error("planted rejection"));`;
const ERROR_PATH = "/lobby/__engines/error";
const FIELD_PATH = "/lobby/__engines/field/v1/logs";
export const CAPTURE_KEY = "__engines_errors";

// Plain ES5 so that it runs, and reports, in every engine before the app does.
const CAPTURE = `(function () {
  var key = ${JSON.stringify(CAPTURE_KEY)};
  function record(kind, message) {
    var line = kind + ": " + String(message).slice(0, 800) + " (" + location.pathname + ")";
    try {
      var list = JSON.parse(sessionStorage.getItem(key) || "[]");
      list.push(line);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch (e) {}
    try { navigator.sendBeacon(${JSON.stringify(ERROR_PATH)}, line); } catch (e) {}
  }
  addEventListener("error", function (e) {
    if (!(e instanceof ErrorEvent)) return; // a resource that failed to load, not a script error
    // The message, then the stack (Firefox's and WebKit's stacks do not repeat it).
    record("uncaught error", e.message + (e.error && e.error.stack ? " | " + e.error.stack : ""));
  }, true);
  addEventListener("unhandledrejection", function (e) {
    var r = e.reason;
    record("unhandled rejection", r && r.message ? r.message + (r.stack ? " | " + r.stack : "") : r);
  });
})();`;

export async function startRecorder(upstream: string): Promise<Recorder> {
  let prefer = new Map<string, string>();
  let allowed: { fragment: string; status?: number }[] = [];
  let journey: { journey: Journey; state: ReturnType<typeof initialState> } | null = null;
  let answers = new Map<string, { status: number; json: unknown }>();
  let failing: RegExp[] = [];
  let configPatch: Record<string, unknown> | null = null;
  const problems: string[] = [];
  const calls: string[] = [];
  const documents: string[] = [];
  const reports: string[] = [];
  const served: string[] = [];
  const up = new URL(upstream);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === CAPTURE_PATH) {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      return res.end(CAPTURE);
    }
    if (url.pathname === PLANT_PATH) {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      return res.end(PLANT);
    }
    served.push(url.pathname);
    if (failing.some((f) => f.test(url.pathname))) return req.socket.destroy();
    if (url.pathname === FIELD_PATH) {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        reports.push(body);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
      return;
    }
    if (url.pathname === ERROR_PATH) {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        problems.push(body);
        res.writeHead(204).end();
      });
      return;
    }
    const api = url.pathname.startsWith("/lobby/api/") ? url.pathname.slice("/lobby/api".length) : null;
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: up.host };
    delete headers["accept-encoding"]; // plain bodies: the HTML is rewritten, answers are read
    const fixed = api !== null ? answers.get(api) : undefined;
    if (fixed) {
      calls.push(`${req.method} ${api}`);
      res.writeHead(fixed.status, { "content-type": "application/json" });
      return res.end(JSON.stringify(fixed.json));
    }
    if (api !== null) {
      calls.push(`${req.method} ${api}`);
      const op = operationOf(req.method ?? "GET", api);
      let chosen = prefer.get(api);
      if (journey && op) {
        const next = nextAnswer(journey.journey, journey.state, op);
        journey.state = next.state;
        if (next.name) chosen = preferFor(op, next.name);
      }
      if (chosen) headers.prefer = chosen;
    }
    const out = http.request({ host: up.hostname, port: up.port, method: req.method, path: req.url, headers }, (answer) => {
      const status = answer.statusCode ?? 0;
      if (api !== null) {
        const violations = answer.headers["sl-violations"];
        if (violations) problems.push(`contract violation on ${req.method} ${api}: ${String(violations)}`);
        if (status >= 400 && status < 500 && !allowed.some((a) => api.includes(a.fragment) && (a.status ?? status) === status)) {
          problems.push(`unasked ${status} on ${req.method} ${api}`);
        }
      }
      const type = String(answer.headers["content-type"] ?? "");
      const patchConfig = configPatch !== null && url.pathname === "/lobby/config.json" && status === 200;
      if (!type.startsWith("text/html") && !patchConfig) {
        res.writeHead(status, answer.headers);
        answer.pipe(res);
        return;
      }
      if (!patchConfig) documents.push(url.pathname + url.search);
      const chunks: Buffer[] = [];
      answer.on("data", (c: Buffer) => chunks.push(c));
      answer.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const html = patchConfig
          ? JSON.stringify({ ...(JSON.parse(text) as Record<string, unknown>), ...configPatch })
          : text.replace(/<head([^>]*)>/i, `<head$1><script src="${CAPTURE_PATH}"></script>`);
        const h = { ...answer.headers };
        delete h["content-length"];
        delete h.etag;
        res.writeHead(status, h);
        res.end(html);
      });
    });
    out.on("error", (e) => {
      problems.push(`proxy: ${req.method} ${req.url}: ${e.message}`);
      res.writeHead(502).end();
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const reset = () => {
    prefer = new Map([["/notification", "example=none"]]); // the announcement would cover every page
    allowed = [];
    journey = null;
    answers = new Map();
    failing = [];
    configPatch = null;
    problems.length = 0;
    calls.length = 0;
    documents.length = 0;
    reports.length = 0;
    served.length = 0;
  };
  reset();
  return {
    origin: `http://127.0.0.1:${port}`,
    problems,
    calls,
    documents,
    reports,
    served,
    answer: (path, status, json) => void answers.set(path, { status, json }),
    failFiles: (pattern) => void failing.push(pattern),
    // The field collector on this origin: the shipped CSP's connect-src 'self' lets the reports through.
    collectFieldReports: () => void (configPatch = { ...configPatch, fieldReports: { collectorUrl: FIELD_PATH, vitalsSampleRate: 0 } }),
    scenario: (path, example, code) => void prefer.set(path, code ? `code=${code}, example=${example}` : `example=${example}`),
    play: (j) => void (journey = { journey: j, state: initialState() }),
    allow4xx: (fragment, status) => void allowed.push({ fragment, status }),
    config: (patch) => void (configPatch = { ...configPatch, ...patch }),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
