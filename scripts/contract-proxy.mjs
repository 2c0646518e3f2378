// npm run contract:proxy -- <upstream-url> [--port 4020]
// Runs Prism in proxy mode in front of a real backend: requests are validated against the contract
// before they are forwarded, answers are validated before they come back, and every violation
// becomes an error (422 for a bad request, 500 #VIOLATIONS for a bad answer) with the details in
// the body and the sl-violations header. An undeclared non-2XX status (404, 400, ...) is forwarded
// with a warning in sl-violations. For curl and other clients; to run the lobby against a server use
// `npm run dev -- --upstream <url>`, and for a full conformance run `npm run contract:verify`.
//   npm run contract:proxy -- http://127.0.0.1:8000/lobby/api
//   curl -H 'Authorization: Bearer <token>' http://127.0.0.1:4020/customers/profile
import { bin, CONTRACT, start, stopAllOnExit } from "./lib.mjs";

export function proxyArgs(upstream, port) {
  return ["proxy", CONTRACT, upstream, "--errors", "-p", String(port), "-h", "127.0.0.1"];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const upstream = args.find((a) => /^https?:\/\//.test(a));
  const portFlag = args.indexOf("--port");
  const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PRISM_PORT ?? 4020));
  if (!upstream) {
    console.error("usage: npm run contract:proxy -- <upstream-url, e.g. http://127.0.0.1:8000/lobby/api> [--port 4020]");
    process.exit(2);
  }
  console.log(`Contract proxy on http://127.0.0.1:${port} → ${upstream} (violations are errors)`);
  stopAllOnExit([start("contract-proxy", bin("prism"), proxyArgs(upstream, port))]);
}
