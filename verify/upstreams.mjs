// In-repo upstreams for proving `contract:verify` and the validating proxies:
//   correct          keeps the contract: answers from the contract's own named examples, 401 without a
//                    token where one is needed, 422 when Prism's request validation rejects the
//                    request, real OTP codes (registration without bypass, reset), and the provider
//                    states hook (./states.mjs) on <origin>/testing/states, with members whose answers
//                    follow their state (never deposited: withdraw refused, launch needs a deposit; ...).
//   wrong            the same server with realistic mistakes, one per operation (WRONG_UPSTREAM_MISTAKES).
//   not-implemented  the correct server, except the calls in NOT_IMPLEMENTED answer
//                    422 {"message": "Not implemented yet."} once past the token check.
//   soft-stub        the correct server, except the calls in NOT_IMPLEMENTED answer every call meant
//                    to succeed with 200 {"success": false, "msg": SOFT_STUB_MSG} (401 and 422 kept).
//   bad-refusals     the correct server, except that every refusal a player meets (wrong password,
//                    wrong OTP, bonus claimed twice, withdrawal above the credit, ...) is 401 {"error": "Unauthorized"}.
//   wrong-meaning    the correct server with answers that fit the schema but mean something else (MEANING_MISTAKES).
//   404              a server that implements nothing.
// Also runnable for trying the tools by hand: node verify/upstreams.mjs wrong --port 4120
import { createServer } from "node:http";
import { loadContract } from "./contract.mjs";
import { createPushSender } from "./push-sender.mjs";
import { STATES, STATES_VERSION } from "./states.mjs";

const json = (status, body, headers = {}) => ({ status, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
export const KINDS = ["correct", "wrong", "not-implemented", "soft-stub", "bad-refusals", "wrong-meaning", "404"];
export const SOFT_STUB_MSG = "ระบบยังไม่เปิดให้บริการ";

/** The calls a half-built backend stubs with a 422 (money, bonuses, passwords): each must come out "not exercised". */
export const NOT_IMPLEMENTED = [
  "prepareBankDeposit",
  "createGatewayDeposit",
  "cancelDeposit",
  "createWithdraw",
  "claimBonus",
  "activateEvent",
  "updatePassword",
  "confirmResetOtp",
  "confirmResetPassword",
];

/**
 * The mistakes of the wrong upstream: operationId → what it gets wrong, the check it shows in
 * (a check name prefix), what the report must say (every pattern, in that one check), and how it
 * changes the correct answer. Each is one a real backend makes.
 */
export const WRONG_UPSTREAM_MISTAKES = {
  getProfile: {
    what: "credit sent as a string",
    check: "answer",
    expect: [/games\/0\/credit.*must be number \(got "1520.50"\)/],
    answer: (a) => mutate(a, (b) => (b.data.games[0].credit = String(b.data.games[0].credit.toFixed(2)))),
  },
  checkTurnover: { what: "required field msg missing", check: "answer", expect: [/required property 'msg'/], answer: (a) => mutate(a, (b) => delete b.msg) },
  checkCredit: {
    what: "camelCase key creditSuccess",
    check: "answer",
    expect: [/required property 'credit_success'/],
    answer: (a) =>
      mutate(a, (b) => {
        b.creditSuccess = b.credit_success;
        delete b.credit_success;
      }),
  },
  prepareBankDeposit: {
    what: "201 Created instead of 200, and its created_at in ISO 8601",
    check: "answer",
    expect: [/status code/, /\/body\/data\/created_at: .*must match pattern.*body checked as the 200 answer.*\(got "2026-11-22T07:10:00.000000Z"\)/],
    answer: (a) => (a.status === 200 ? { ...mutate(a, (b) => b.data && (b.data.created_at = "2026-11-22T07:10:00.000000Z")), status: 201 } : a),
  },
  updatePassword: {
    what: "400 with a legacy body instead of 422",
    check: "invalid input",
    expect: [/status code.*200,401,422,5XX/],
    answer: (a) => (a.status === 422 ? json(400, { status: "error", error: "validation failed" }) : a),
  },
  withdrawReferralBonus: {
    what: "wrong 401 text",
    check: "no token",
    expect: [/allowed values|Unauthenticated/],
    answer: (a) => (a.status === 401 ? json(401, { message: "Unauthorized" }) : a),
  },
  createWithdraw: {
    what: "legacy 400 {error} for the business rule 'never deposited' (reached through the member-never-deposited state)",
    check: "withdraw refused before any deposit",
    expect: [/status code.*200,401,422,5XX/, /answered 400/],
    answer: (a, ctx) => (ctx.state === "member-never-deposited" && a.status === 422 ? json(400, { error: "Customer has never deposited" }) : a),
  },
  claimBonus: {
    what: "HTML error page",
    check: "answer",
    expect: [/media type "text\/html/],
    answer: (a) =>
      a.status === 200
        ? {
            status: 500,
            headers: { "content-type": "text/html; charset=UTF-8" },
            body: "<!doctype html><title>Server Error</title><h1>Whoops, something went wrong.</h1>",
          }
        : a,
  },
  activateEvent: { what: "endpoint not implemented (404)", check: "answer", expect: [/status code/], answer: () => json(404, { message: "Not Found" }) },
  listNotifications: {
    what: 'enum sent as a string (active "1")',
    check: "answer",
    expect: [/active.*must be integer/],
    answer: (a) => mutate(a, (b) => b.data.forEach((n) => (n.active = String(n.active)))),
  },
  createGatewayDeposit: {
    what: "date in ISO format",
    check: "answer",
    expect: [/created_at.*must match pattern/],
    answer: (a) => mutate(a, (b) => b.data && (b.data.created_at = "2026-11-22T07:10:00.000000Z")),
  },
  launchGame: {
    what: "boolean sent as 1",
    check: "answer",
    expect: [/success.*must be boolean/],
    answer: (a) => mutate(a, (b) => (b.success = b.success ? 1 : 0)),
  },
  cancelDeposit: {
    what: "204 No Content instead of 200",
    check: "answer",
    expect: [/status code/],
    answer: (a) => (a.status === 200 ? { status: 204, headers: {}, body: "" } : a),
  },
  getCatalogue: { what: "null instead of an empty list", check: "answer", expect: [/games must be array/], answer: (a) => mutate(a, (b) => (b.games = null)) },
  getReferral: {
    what: "lenient input: a malformed date is answered 200 instead of 422",
    check: "invalid input (date)",
    expect: [/sent date = "not-valid!": expected 422, the server answered 200 \{/],
    answer: (a, ctx) => (a.status === 422 ? ctx.ok() : a),
  },
};

/** The wrong-meaning upstream: operationId → an answer the schema accepts that means something else. */
export const MEANING_MISTAKES = {
  login: (a) => mutate(a, (b) => (b.expires_in = 60)), // minutes meant
  getProfile: (a) => mutate(a, (b) => (b.data.games[0].credit = 1520.505)),
  createWithdraw: (a) => mutate(a, (b) => b.data && (b.data.created_at = new Date().toISOString().slice(0, 19).replace("T", " "))), // UTC, not Bangkok
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

/** The backend's memory: members by phone (with the state that made them), issued OTP codes, deposits. */
function createStore() {
  let serial = 0;
  return {
    members: new Map(),
    passwords: new Map(),
    claims: new Set(),
    otp: new Map(),
    next: () => ++serial,
  };
}

const first = (examples) => Object.values(examples)[0];
const DEFAULT_PROFILE_EXAMPLE = "memberWithBank";

/** The provider states hook: POST {version, state, params} → the state's answer (see ./states.mjs). */
function provideState(contract, store, { version, state, params = {} }) {
  if (version !== STATES_VERSION) return json(409, { message: `states version ${version} not supported; this server speaks ${STATES_VERSION}` });
  if (!Object.hasOwn(STATES, state)) return json(404, { message: `unknown state ${state}` });
  if (state === "otp-for-phone") {
    const otp = store.otp.get(`${params.purpose}:${params.phone}`);
    return otp ? json(200, { otp }) : json(404, { message: `no OTP sent to ${params.phone} for ${params.purpose}` });
  }
  const n = store.next();
  const member = { phone: `08${String(n).padStart(8, "0")}`, password: "State2026a", state };
  store.passwords.set(member.phone, member.password);
  const profile = contract.examples(contract.byId.get("getProfile"), "200")[DEFAULT_PROFILE_EXAMPLE].data;
  if (state === "pending-deposit") member.deposit_id = 9000 + n;
  if (state === "offered-promotion") member.promotion_id = profile.promotions.find((p) => typeof p.deposit_max === "number").id;
  if (state === "claimable-event")
    Object.assign(member, { event_id: profile.events.find((e) => !e.activated).id, bonus: profile.events.find((e) => !e.activated).bonus });
  store.members.set(member.phone, member);
  const { state: _state, ...answer } = member;
  return json(200, answer);
}

/** The answer a server keeping the contract gives (built from the contract, not copied from it). */
async function correctAnswer(contract, store, req, basePath) {
  const url = new URL(req.url, "http://upstream");
  const apiPath = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
  const found = contract.match(req.method, apiPath);
  // The postback lives on the site root, every other call under the API base.
  if (!found || contract.onSiteRoot(found.op) === url.pathname.startsWith(`${basePath}/`)) return { answer: json(404, { message: "Not Found" }) };
  const { op, params } = found;
  const text = await readBody(req);
  const bearer = /^Bearer (\S+)/.exec(req.headers.authorization ?? "")?.[1];
  if (contract.secured(op) && !bearer) return { op, answer: json(401, first(contract.examples(op, "401"))) };
  let body = text || undefined;
  if (text && /json/.test(req.headers["content-type"] ?? "")) {
    try {
      body = JSON.parse(text);
    } catch {
      return { op, answer: json(422, { message: "The given data was invalid.", errors: { error: ["Malformed JSON"] } }) };
    }
  }
  const validated = body;
  if (text && /urlencoded/.test(req.headers["content-type"] ?? "")) body = Object.fromEntries(new URLSearchParams(text));
  const query = Object.fromEntries(url.searchParams);
  const ok = (name) => {
    const examples = contract.examples(op, "200", op.responses.find((r) => r.code === "200")?.contents?.[0]?.mediaType);
    return json(200, name ? examples[name] : contract.sampleAnswer(op, "200"));
  };
  let refused = false;
  const refuse = (name) => ((refused = true), json(422, contract.examples(op, "422")[name] ?? first(contract.examples(op, "422"))));
  const problems = contract.validateRequest(op, { pathname: apiPath, query, headers: req.headers, body: validated });
  if (problems.length) {
    const errors = {};
    for (const p of problems) (errors[p.path?.[1] ?? "error"] ??= []).push(p.message);
    return { op, answer: json(422, { message: "The given data was invalid.", errors }), ok };
  }
  const member = bearer ? store.members.get(bearer.replace(/^(tok|tmp)\./, "")) : undefined;
  const state = member?.state;
  const withToken = (answer, token) => ({ ...answer, body: JSON.stringify({ ...JSON.parse(answer.body), access_token: token }) });
  const issue = (purpose, phone) => store.otp.set(`${purpose}:${phone}`, String(100000 + store.next()));
  const setPassword = (phone) => (store.passwords.set(phone, body.password), ok());
  // A new request is stamped with the server's clock in the contract's time zone, as a backend does.
  const created = () => mutate(ok(), (b) => b.data && (b.data.created_at = new Date().toLocaleString("sv-SE", { timeZone: contract.timeZone })));
  const credit = contract.examples(contract.byId.get("getProfile"), "200")[DEFAULT_PROFILE_EXAMPLE].data.games.reduce((sum, g) => sum + g.credit, 0);
  const answers = {
    login: () => {
      const known = store.passwords.get(body.phone);
      return known === undefined || known === body.password ? withToken(ok(), `tok.${body.phone}`) : refuse("loginFailed");
    },
    registerPassword: () => (member ? setPassword(member.phone) : ok()),
    updatePassword: () => {
      const known = member && store.passwords.get(member.phone);
      if (known === undefined) return ok();
      return known === body.old_password ? setPassword(member.phone) : refuse();
    },
    claimBonus: () => {
      const key = `${bearer}:${params.id}`;
      refused = store.claims.has(key);
      store.claims.add(key);
      return ok(refused ? "failure" : "success");
    },
    registerPhone: () => {
      if (!store.members.has(body.phone)) store.members.set(body.phone, { phone: body.phone, state: "registrant" });
      if (!body.no_otp) issue("register", body.phone);
      return ok();
    },
    registerOtp: () => (body.bypass || store.otp.get(`register:${body.phone}`) === body.otp ? withToken(ok(), `tmp.${body.phone}`) : refuse("wrongOtp")),
    startPasswordReset: () => {
      issue("reset", body.phone);
      return ok();
    },
    confirmResetOtp: () => (store.otp.get(`reset:${body.phone}`) === body.otp ? ok() : refuse()),
    confirmResetPassword: () => (store.otp.get(`reset:${body.phone}`) === body.otp ? setPassword(body.phone) : refuse()),
    getProfile: () => ok({ "member-never-deposited": "neverDeposited", "member-without-bank": "memberNoBank" }[state] ?? DEFAULT_PROFILE_EXAMPLE),
    createWithdraw: () => (state === "member-never-deposited" ? refuse("neverDeposited") : body.amount > credit ? refuse("amountError") : created()),
    launchGame: () => ok(state === "member-never-deposited" ? "firstDeposit" : undefined),
    cancelDeposit: () => {
      if (state !== "pending-deposit") return ok();
      if (Number(params.id) !== member.deposit_id || member.cancelled) return refuse("timedOut");
      member.cancelled = true;
      return ok();
    },
    prepareBankDeposit: () => deposit(),
    createGatewayDeposit: () => deposit(),
  };
  function deposit() {
    if (state !== "offered-promotion" || body.promotion_id !== member.promotion_id) return created();
    const profile = contract.examples(contract.byId.get("getProfile"), "200")[DEFAULT_PROFILE_EXAMPLE].data;
    const max = profile.promotions.find((p) => p.id === member.promotion_id).deposit_max;
    return body.amount > max ? refuse("ruleMessage") : created();
  }
  return { op, body, answer: (answers[op.iid] ?? ok)(), ok: () => ok(), state, refused };
}

/**
 * Starts an upstream; resolves to { url (the API base), origin, statesUrl, requests, close() }.
 * @param {"correct" | "wrong" | "not-implemented" | "404"} kind
 */
export async function startUpstream(kind, { port = 0, host = "127.0.0.1", basePath = "/lobby/api", contractFile, push: pushOptions } = {}) {
  const contract = await loadContract(contractFile);
  const push = createPushSender(pushOptions);
  const store = createStore();
  /** Every call received: method, path and bearer token (the tests check who was touched). */
  const requests = [];
  const server = createServer(async (req, res) => {
    requests.push({ method: req.method, path: req.url.split("?")[0], bearer: /^Bearer (\S+)/.exec(req.headers.authorization ?? "")?.[1] });
    let answer;
    if (kind === "404") answer = json(404, { message: "Not Found" });
    else if (req.method === "POST" && req.url === "/testing/states") {
      let asked;
      try {
        asked = JSON.parse(await readBody(req));
      } catch {
        asked = {};
      }
      answer = provideState(contract, store, asked);
    } else {
      const { op, body, answer: right, ok, state, refused } = await correctAnswer(contract, store, req, basePath);
      answer = right;
      const mistake = kind === "wrong" && op ? WRONG_UPSTREAM_MISTAKES[op.iid] : undefined;
      if (mistake) answer = mistake.answer(right, { ok, state });
      const stubbed = op && NOT_IMPLEMENTED.includes(op.iid);
      if (kind === "not-implemented" && stubbed && right.status !== 401) answer = json(422, { message: "Not implemented yet." });
      if (kind === "soft-stub" && stubbed && right.status === 200) answer = json(200, { success: false, msg: SOFT_STUB_MSG });
      if (kind === "bad-refusals" && refused) answer = json(401, { error: "Unauthorized" });
      if (kind === "wrong-meaning" && op && MEANING_MISTAKES[op.iid]) answer = MEANING_MISTAKES[op.iid](answer);
      // After the answer: the member's device hears of the completed deposit as the lobby does.
      if (kind === "correct" && op) push.after(res, op, req, body, answer);
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const origin = `http://${host}:${server.address().port}`;
  return {
    url: `${origin}${basePath}`,
    origin,
    statesUrl: `${origin}/testing/states`,
    requests,
    push,
    close: () => new Promise((r) => (server.close(r), server.closeAllConnections())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] ?? "correct";
  const portFlag = process.argv.indexOf("--port");
  if (!KINDS.includes(kind)) {
    console.error(`usage: node verify/upstreams.mjs ${KINDS.join("|")} [--port 4120]`);
    process.exit(2);
  }
  const up = await startUpstream(kind, { port: portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4120 });
  console.log(`${kind} upstream: ${up.url} (provider states: POST ${up.statesUrl})`);
  if (kind === "correct") console.log(`push: config.json "push": { "vapidPublicKey": "${up.push.publicKey}" } (sends to loopback push services only)`);
}
