// The reference collector of the field reports (docs/field-reports.md): a small HTTP server that takes
// what the lobby's pages POST (OTLP/HTTP JSON logs, as an OpenTelemetry Collector's otlphttp receiver
// would) and appends each body as one line of a JSONL file: {"receivedAt", "path", "body"}. It answers
// CORS preflights for any origin, so any engine's page on any port can report to it.
//
//   node scripts/field-collector.mjs [--port 4318] [--out <file.jsonl>]   (or FIELD_PORT, FIELD_COLLECTED)
//
// The file starts empty at each start. `npm run field:report <file>` summarises it.
import { appendFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/** A page view sends a few kB per batch (bounded in the app); anything far larger is not a report. */
const MAX_BODY = 512 * 1024;

const cors = (req) => ({
  "Access-Control-Allow-Origin": req.headers.origin ?? "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "content-type",
  "Access-Control-Max-Age": "600",
  Vary: "Origin",
});

/** Starts the collector; resolves once it listens (port 0: any free port). */
export function startFieldCollector({ port = 4318, host = "127.0.0.1", out }) {
  writeFileSync(out, "");
  const server = createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors(req)).end();
      return;
    }
    if (req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("lobby field collector\n");
      return;
    }
    if (req.method !== "POST") {
      res.writeHead(405, cors(req)).end();
      return;
    }
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on("end", () => {
      let body;
      try {
        if (size > MAX_BODY) throw new Error("too large");
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        res.writeHead(400, { ...cors(req), "Content-Type": "application/json" }).end('{"error":"expected a JSON body under 512 kB"}');
        return;
      }
      appendFileSync(out, `${JSON.stringify({ receivedAt: new Date().toISOString(), path: req.url, body })}\n`);
      // OTLP/HTTP's success answer: an ExportLogsServiceResponse, empty when everything was taken.
      res.writeHead(200, { ...cors(req), "Content-Type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ url: `http://${host}:${address.port}`, out, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { port: { type: "string" }, out: { type: "string" } } });
  const port = Number(values.port ?? process.env.FIELD_PORT ?? 4318);
  const out = path.resolve(values.out ?? process.env.FIELD_COLLECTED ?? path.join(os.tmpdir(), `lobby-field-${port}.jsonl`));
  const { url } = await startFieldCollector({ port, out });
  console.log(`field collector on ${url}, writing ${out}`);
}
