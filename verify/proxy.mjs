// The validating proxy behind `npm run dev -- --upstream <url>` and `npm run contract:proxy`: forwards
// every call to the real server (an invalid request and one without a token too, so the server's own
// 401 and 422 come back and are checked), validates each answer with Prism's validator
// (./contract.mjs) and prints one line per violation (operation, path, what broke, the value sent).
//   lenient (dev): the upstream's real answer is forwarded unchanged, so one bug does not stop a
//                  journey (the lobby treats a wrong answer as a failed call); violations travel in an
//                  `sl-violations` header, as Prism's do, and to `onViolations` (the page overlay).
//   strict (contract:proxy): a violating answer becomes a 500 with Prism's #VIOLATIONS body.
import { createServer } from "node:http";
import { describeViolation, loadContract, parseBody } from "./contract.mjs";

const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "host", "upgrade"]);

/**
 * @param {{ upstream: string, port: number, host?: string, strict?: boolean, log?: (line: string) => void,
 *   onViolations?: (event: { operationId: string, method: string, path: string, status: number, violations: Array<{ path: string, message: string, got?: unknown }> }) => void }} opts
 *   upstream: the API base, e.g. http://127.0.0.1:8000/lobby/api (`/postback` goes to its site root).
 */
export async function startValidatingProxy({ upstream, port, host = "127.0.0.1", strict = false, log = (l) => console.log(l), onViolations = () => {} }) {
  const contract = await loadContract();
  const apiBase = upstream.replace(/\/+$/, "");
  const origin = new URL(apiBase).origin;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://proxy");
    const found = contract.match(req.method, url.pathname);
    const target = (found && contract.onSiteRoot(found.op) ? origin : apiBase) + url.pathname + url.search;
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP.has(k)));
    if (found) {
      const requestBody = chunks.length ? parseBody(req.headers["content-type"] ?? "", Buffer.concat(chunks).toString("utf8"), 200).body : undefined;
      const problems = contract.validateRequest(found.op, {
        pathname: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: requestBody,
      });
      const security = contract.secured(found.op) && !/^Bearer \S+/.test(req.headers.authorization ?? "") ? ["no bearer token"] : [];
      for (const p of [...security, ...problems.map((p) => `${p.path?.length ? `/${p.path.join("/")}: ` : ""}${p.message}`)])
        log(`⚠ ${found.op.iid} ${req.method} ${url.pathname}: request breaks the contract (${p}); forwarded, the server's answer is checked`);
    }
    let answer;
    try {
      answer = await fetch(target, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined, redirect: "manual" });
    } catch (e) {
      log(`✖ ${req.method} ${url.pathname}: upstream unreachable (${e.cause?.code ?? e.message}) at ${target}`);
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Upstream unreachable" }));
      return;
    }
    const raw = Buffer.from(await answer.arrayBuffer());
    let violations = [];
    if (!found) log(`⚠ ${req.method} ${url.pathname} → ${answer.status}: no operation in the contract for this call`);
    else {
      const contentType = answer.headers.get("content-type") ?? "";
      const parsed = parseBody(contentType, raw.toString("utf8"), answer.status);
      violations = contract.validateAnswer(found.op, { status: answer.status, headers: Object.fromEntries(answer.headers), body: parsed.body });
      if (parsed.parseError) violations.unshift({ path: "/body", message: parsed.parseError, severity: "error" });
      for (const v of violations) log(`✖ ${found.op.iid} ${req.method} ${url.pathname} → ${answer.status}: ${describeViolation(v)}`);
      // Valid, but it says the call did not work: contract:verify fails such an answer to a call meant to succeed.
      if (!violations.length && answer.ok && parsed.body?.success === false)
        log(
          `⚠ ${found.op.iid} ${req.method} ${url.pathname} → ${answer.status}: success false, msg ${JSON.stringify(parsed.body.msg ?? null)} (the call did not work)`,
        );
      if (violations.length)
        onViolations({
          operationId: found.op.iid,
          method: req.method,
          path: url.pathname,
          status: answer.status,
          violations: violations.map((v) => ({ path: v.path, message: v.message, ...(v.got === undefined ? {} : { got: v.got }) })),
        });
    }
    const out = {};
    answer.headers.forEach((v, k) => HOP.has(k) || (out[k] = v));
    const validation = violations.map((v) => ({ location: ["response", ...v.path.split("/").filter(Boolean)], severity: v.severity, message: v.message }));
    if (strict && violations.length) {
      res.writeHead(500, { "content-type": "application/problem+json", "sl-violations": asciiHeader(validation) });
      res.end(
        JSON.stringify({
          type: "https://stoplight.io/prism/errors#VIOLATIONS",
          title: "Request/Response not valid",
          status: 500,
          detail: `The upstream's ${answer.status} answer to ${found.op.iid} breaks the contract; its body was: ${raw.toString("utf8").slice(0, 2000)}`,
          validation,
        }),
      );
      return;
    }
    if (violations.length) out["sl-violations"] = asciiHeader(validation);
    res.writeHead(answer.status, out);
    res.end(raw);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return { close: () => new Promise((r) => (server.close(r), server.closeAllConnections())) };
}

const asciiHeader = (value) =>
  JSON.stringify(value)
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .slice(0, 8000);
