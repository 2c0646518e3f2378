// npm run contract:proxy -- <upstream-url> [--port 4020]
// A strict validating proxy in front of a real backend (verify/proxy.mjs): every request is
// forwarded, even one that breaks the contract or carries no token, so your server's own 401 and 422
// come back and are validated like any other answer; a request that breaks the contract is printed
// as a warning. An answer that breaks the contract becomes a 500 with Prism's #VIOLATIONS body
// (details in the body and the sl-violations header); a conforming one passes unchanged. For curl
// and other clients; to run the lobby against a server use `npm run dev -- --upstream <url>`, and
// for a full conformance run `npm run contract:verify`.
//   npm run contract:proxy -- http://127.0.0.1:8000/lobby/api
//   curl -H 'Authorization: Bearer <token>' http://127.0.0.1:4020/customers/profile
import { parseArgs } from "node:util";
import { startValidatingProxy } from "./proxy.mjs";

const { values, positionals } = parseArgs({ options: { port: { type: "string" } }, allowPositionals: true, strict: false });
const upstream = positionals.find((a) => /^https?:\/\//.test(a));
const port = Number(values.port ?? process.env.PRISM_PORT ?? 4020);
if (!upstream || !Number.isInteger(port) || port <= 0) {
  console.error("usage: npm run contract:proxy -- <upstream-url, e.g. http://127.0.0.1:8000/lobby/api> [--port 4020]");
  process.exit(2);
}
await startValidatingProxy({ upstream, port, strict: true });
console.log(`Contract proxy on http://127.0.0.1:${port} → ${upstream} (answers that break the contract become 500 #VIOLATIONS)`);
