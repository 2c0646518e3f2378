// The validating proxy behind `npm run dev -- --upstream <url>`: forwards every call to the real
// server, validates each answer with Prism's validator (./contract.mjs) and prints one line per
// violation (operation, path, what broke, the value sent). The upstream's real answer is always
// forwarded unchanged, so one bug does not stop a journey: the lobby already treats a wrong answer
// as a failed call. Violations also travel in an `sl-violations` header, as Prism's do.
import { createServer } from "node:http";
import { describeViolation, loadContract, parseBody } from "./contract.mjs";

const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "host", "upgrade"]);

/**
 * @param {{ upstream: string, port: number, host?: string, log?: (line: string) => void }} opts
 *   upstream: the API base, e.g. http://127.0.0.1:8000/lobby/api (`/postback` goes to its site root).
 */
export async function startValidatingProxy({ upstream, port, host = "127.0.0.1", log = (l) => console.log(l) }) {
  const contract = await loadContract();
  const apiBase = upstream.replace(/\/+$/, "");
  const origin = new URL(apiBase).origin;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://proxy");
    const target = (url.pathname === "/postback" ? origin : apiBase) + url.pathname + url.search;
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP.has(k)));
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
    const found = contract.match(req.method, url.pathname);
    let violations = [];
    if (!found) log(`⚠ ${req.method} ${url.pathname} → ${answer.status}: no operation in the contract for this call`);
    else {
      const contentType = answer.headers.get("content-type") ?? "";
      const parsed = parseBody(contentType, raw.toString("utf8"), answer.status);
      violations = contract.validateAnswer(found.op, { status: answer.status, headers: Object.fromEntries(answer.headers), body: parsed.body });
      if (parsed.parseError) violations.unshift({ path: "/body", message: parsed.parseError, severity: "error" });
      for (const v of violations) log(`✖ ${found.op.iid} ${req.method} ${url.pathname} → ${answer.status}: ${describeViolation(v)}`);
    }
    const out = {};
    answer.headers.forEach((v, k) => HOP.has(k) || (out[k] = v));
    if (violations.length) {
      const header = JSON.stringify(
        violations.map((v) => ({ location: ["response", ...v.path.split("/").filter(Boolean)], severity: v.severity, message: v.message })),
      );
      out["sl-violations"] = header.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).slice(0, 8000);
    }
    res.writeHead(answer.status, out);
    res.end(raw);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return { close: () => new Promise((r) => server.close(r)) };
}
