// In-repo upstreams for proving `contract:verify` and the validating proxy:
//   correct   every operation answered from the contract's own examples (first example of each
//             response), 401 without a token where one is needed, 422 when Prism's request
//             validation rejects the request: a server that keeps the contract.
//   wrong     the same server with realistic mistakes, one per operation (WRONG_UPSTREAM_MISTAKES).
//   404       a server that implements nothing.
// Also runnable for trying the tools by hand: node scripts/verify/upstreams.mjs wrong --port 4120
import { createServer } from "node:http";
import { loadContract } from "./contract.mjs";
import { createPushSender } from "./push-sender.mjs";

const json = (status, body, headers = {}) => ({ status, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

/**
 * The mistakes of the wrong upstream: operationId → what it gets wrong, the check it shows in,
 * and how it changes the correct answer. Each is one a real backend makes.
 */
export const WRONG_UPSTREAM_MISTAKES = {
  getProfile: {
    what: "credit sent as a string",
    check: "answer",
    expect: /games\/0\/credit.*must be number/,
    answer: (a) => mutate(a, (b) => (b.data.games[0].credit = String(b.data.games[0].credit.toFixed(2)))),
  },
  checkTurnover: { what: "required field msg missing", check: "answer", expect: /required property 'msg'/, answer: (a) => mutate(a, (b) => delete b.msg) },
  checkCredit: {
    what: "camelCase key creditSuccess",
    check: "answer",
    expect: /required property 'credit_success'/,
    answer: (a) =>
      mutate(a, (b) => {
        b.creditSuccess = b.credit_success;
        delete b.credit_success;
      }),
  },
  prepareBankDeposit: {
    what: "201 Created instead of 200",
    check: "answer",
    expect: /status code/,
    answer: (a) => (a.status === 200 ? { ...a, status: 201 } : a),
  },
  updatePassword: {
    what: "400 with a legacy body instead of 422",
    check: "invalid input",
    expect: /status code.*200,401,422,5XX/,
    answer: (a) => (a.status === 422 ? json(400, { status: "error", error: "validation failed" }) : a),
  },
  withdrawReferralBonus: {
    what: "wrong 401 text",
    check: "no token",
    expect: /allowed values|Unauthenticated/,
    answer: (a) => (a.status === 401 ? json(401, { message: "Unauthorized" }) : a),
  },
  createWithdraw: {
    what: "HTML error page",
    check: "answer",
    expect: /media type "text\/html/,
    answer: () => ({
      status: 500,
      headers: { "content-type": "text/html; charset=UTF-8" },
      body: "<!doctype html><title>Server Error</title><h1>Whoops, something went wrong.</h1>",
    }),
  },
  activateEvent: { what: "endpoint not implemented (404)", check: "answer", expect: /status code/, answer: () => json(404, { message: "Not Found" }) },
  listNotifications: {
    what: 'enum sent as a string (active "1")',
    check: "answer",
    expect: /active.*must be integer/,
    answer: (a) => mutate(a, (b) => b.data.forEach((n) => (n.active = String(n.active)))),
  },
  createGatewayDeposit: {
    what: "date in ISO format",
    check: "answer",
    expect: /created_at.*must match pattern/,
    answer: (a) => mutate(a, (b) => (b.data.created_at = "2026-11-22T07:10:00.000000Z")),
  },
  launchGame: {
    what: "boolean sent as 1",
    check: "answer",
    expect: /success.*must be boolean/,
    answer: (a) => mutate(a, (b) => (b.success = b.success ? 1 : 0)),
  },
  cancelDeposit: {
    what: "204 No Content instead of 200",
    check: "answer",
    expect: /status code/,
    answer: (a) => (a.status === 200 ? { status: 204, headers: {}, body: "" } : a),
  },
  getCatalogue: { what: "null instead of an empty list", check: "answer", expect: /games must be array/, answer: (a) => mutate(a, (b) => (b.games = null)) },
};

function mutate(answer, change) {
  if (answer.status !== 200) return answer;
  const body = JSON.parse(answer.body);
  change(body);
  return { ...answer, body: JSON.stringify(body) };
}

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks).toString("utf8");
}

/** The answer a server keeping the contract gives (built from the contract, not copied from it). */
async function correctAnswer(contract, req, basePath) {
  const url = new URL(req.url, "http://upstream");
  const apiPath = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
  const found = contract.match(req.method, apiPath);
  // The postback lives on the site root, every other call under the API base.
  if (!found || (found.op.iid === "sendPostback") === url.pathname.startsWith(`${basePath}/`)) return { answer: json(404, { message: "Not Found" }) };
  const { op } = found;
  const text = await readBody(req);
  if (contract.secured(op) && !/^Bearer \S+/.test(req.headers.authorization ?? "")) return { op, answer: json(401, first(contract.examples(op, "401"))) };
  let body = text || undefined;
  if (text && /json/.test(req.headers["content-type"] ?? "")) {
    try {
      body = JSON.parse(text);
    } catch {
      return { op, answer: json(422, { message: "The given data was invalid.", errors: { error: ["Malformed JSON"] } }) };
    }
  }
  const query = Object.fromEntries(url.searchParams);
  const problems = contract.validateRequest(op, { pathname: apiPath, query, headers: req.headers, body });
  if (problems.length) {
    const errors = {};
    for (const p of problems) (errors[p.path?.[1] ?? "error"] ??= []).push(p.message);
    return { op, answer: json(422, { message: "The given data was invalid.", errors }) };
  }
  const ok = op.responses.find((r) => r.code === "200");
  return { op, body, answer: json(200, first(contract.examples(op, "200", ok?.contents?.[0]?.mediaType))) };
}

const first = (examples) => Object.values(examples)[0];

/**
 * Starts an upstream; resolves to { url (the API base), origin, close() }.
 * The correct one also keeps push subscriptions and pushes when a deposit completes (push-sender.mjs;
 * `push` passes its options, e.g. the VAPID keys); `push` in the result is that sender.
 * @param {"correct" | "wrong" | "404"} kind
 */
export async function startUpstream(kind, { port = 0, host = "127.0.0.1", basePath = "/lobby/api", push: pushOptions } = {}) {
  const contract = await loadContract();
  const push = createPushSender(pushOptions);
  const server = createServer(async (req, res) => {
    let answer;
    if (kind === "404") answer = json(404, { message: "Not Found" });
    else {
      const { op, body, answer: right } = await correctAnswer(contract, req, basePath);
      const mistake = kind === "wrong" && op ? WRONG_UPSTREAM_MISTAKES[op.iid] : undefined;
      answer = mistake ? mistake.answer(right) : right;
      // After the answer: the member's device hears of the completed deposit as the lobby does.
      if (kind === "correct" && op) push.after(res, op, req, body, answer);
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const origin = `http://${host}:${server.address().port}`;
  return { url: `${origin}${basePath}`, origin, push, close: () => new Promise((r) => server.close(r)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] ?? "correct";
  const portFlag = process.argv.indexOf("--port");
  if (!["correct", "wrong", "404"].includes(kind)) {
    console.error("usage: node scripts/verify/upstreams.mjs correct|wrong|404 [--port 4120]");
    process.exit(2);
  }
  const up = await startUpstream(kind, { port: portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4120 });
  console.log(`${kind} upstream: ${up.url}`);
  if (kind === "correct") console.log(`push: config.json "push": { "vapidPublicKey": "${up.push.publicKey}" } (sends to loopback push services only)`);
}
