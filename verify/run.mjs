// The active conformance run behind `npm run contract:verify`: drives a live server through the
// lobby's journeys (chaining real tokens and ids), reaches business-rule branches through provider
// states (./states.mjs), probes 401 and 422 answers, and validates every answer, whatever its status,
// with Prism's validator (./contract.mjs).
//
// What is checked comes from the contract, not from a list kept here: every operation of
// openapi/lobby.yaml gets an answer check (the journey's, or one built from the contract's request
// examples for an operation the journey does not know), a "no token" probe when it has a security
// requirement, and an "invalid input" probe when it documents a 422 (the input made invalid is
// derived from the request schema). An operation passes only when the run saw a documented 2XX
// from it, valid in full, that says it worked (no `success: false` on a call meant to succeed); one
// that only ever refused is "not exercised" and fails the run unless --allow-unexercised names it.
// The refusals a player meets (wrong password, wrong OTP, a bonus claimed twice, a withdrawal above
// the credit) are sent on purpose. Meaning checks (token lifetime, a new request's created_at against
// the server's clock, amounts with more than 2 decimals) warn, or fail with --meaning fail.
// --only/--skip (operationId or tag) leave operations out: no probe, no check in the report, though
// the journeys still call them on the way. Mutating probes use the run's own registrant, never the given member.
import { loadContract, parseBody } from "./contract.mjs";
import { STATES, STATES_VERSION } from "./states.mjs";

export const NEGATIVE_MODES = ["strict", "warn", "off"];
export const MEANING_MODES = ["warn", "fail"];
const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Meaning limits: a token lifetime (seconds) and how far a new request's created_at may be from the server's clock. */
export const MEANING = { tokenMinS: 5 * 60, tokenMaxS: 30 * 24 * 3600, clockSkewMs: 5 * MINUTE };

/**
 * @param {string} base API base, e.g. http://127.0.0.1:8000/lobby/api
 * @param {{ phone?: string, password?: string, otp?: string, timeoutMs?: number, states?: string,
 *   negative?: "strict" | "warn" | "off", probe401?: "strict" | "warn" | "off", probe422?: "strict" | "warn" | "off",
 *   meaning?: "warn" | "fail", only?: string[], skip?: string[], allowUnexercised?: string[], contractFile?: string }} [opts]
 *   contractFile: another contract than openapi/lobby.yaml (the tests add an operation to a copy).
 *   only/skip: operationIds or tags; a name that is neither throws (a usage error).
 */
export async function verify(base, opts = {}) {
  const contract = await loadContract(opts.contractFile);
  const started = Date.now();
  const apiBase = base.replace(/\/+$/, "");
  const origin = new URL(apiBase).origin;
  const timeoutMs = opts.timeoutMs ?? 10 * SECOND;
  const negative = opts.negative ?? "strict";
  const probeMode = { 401: opts.probe401 ?? negative, 422: opts.probe422 ?? negative };
  const meaningMode = opts.meaning ?? "warn";
  const zone = contract.timeZone;
  /** A moment as the contract writes it: YYYY-MM-DD HH:MM:SS in its time zone. */
  const inZone = (ms) => new Date(ms).toLocaleString("sv-SE", { timeZone: zone });
  const [only, skip] = [opts.only ?? [], opts.skip ?? []];
  const names = (op) => [op.iid, ...(op.tags ?? []).map((t) => t.name)];
  const unknown = [...only, ...skip].filter((n) => !contract.operations.some((op) => names(op).includes(n)));
  if (unknown.length) throw Object.assign(new Error(`--only/--skip: ${unknown.join(", ")} is neither an operationId nor a tag`), { usage: true });
  const selected = (op) => (!only.length || only.some((n) => names(op).includes(n))) && !skip.some((n) => names(op).includes(n));
  const notSelected = [only.length ? `--only ${only.join(",")}` : "", skip.length ? `--skip ${skip.join(",")}` : ""].filter(Boolean).join(" ");
  /** @type {Array<Record<string, any>>} */
  const results = [];
  /** @type {Map<string, { provided: boolean, reason?: string }>} */
  const statesSeen = new Map();

  /** The request of an operation: the contract's example, with the given parts replaced. */
  const request = (operationId, parts = {}) => ({ ...contract.sampleRequest(contract.byId.get(operationId)), ...parts });

  /**
   * Sends one request, validates the answer and judges it (see `judge`). The check's place in the
   * report is taken when it starts, so concurrent probes keep a fixed order. Returns the parsed body
   * (even from a failed check, so later steps still chain).
   */
  async function call(operationId, name, { kind = "answer", req = request(operationId), token, expect, refusal, sent, state } = {}) {
    const op = contract.byId.get(operationId);
    const slot = { operationId, check: name, kind, outcome: "pending", violations: [], ...(state ? { state } : {}) };
    if (selected(op)) results.push(slot);
    const path = op.path.replace(/\{([^}]+)\}/g, (_, n) => encodeURIComponent(String(req.pathParams?.[n] ?? "")));
    const url = new URL((contract.onSiteRoot(op) ? origin : apiBase) + path);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers = { accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    let body;
    if (req.body !== undefined) {
      headers["content-type"] = req.mediaType ?? "application/json";
      body = /urlencoded/.test(headers["content-type"]) ? new URLSearchParams(req.body).toString() : JSON.stringify(req.body);
    }
    slot.request = {
      method: op.method.toUpperCase(),
      url: url.href,
      template: `${op.method.toUpperCase()} ${op.path}`,
      auth: token ? "Bearer <token>" : "none",
      body,
    };
    const t = Date.now();
    let res;
    try {
      res = await fetch(url, { method: op.method.toUpperCase(), headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      const timedOut = e.name === "TimeoutError";
      Object.assign(slot, {
        outcome: "failed",
        reason: timedOut ? `no answer within ${timeoutMs} ms (--timeout)` : `no answer: ${e.cause?.code ?? e.message}`,
        ms: Date.now() - t,
      });
      return undefined;
    }
    let text;
    try {
      text = await res.text();
    } catch (e) {
      Object.assign(slot, {
        outcome: "failed",
        reason: `answer cut off: ${e.name === "TimeoutError" ? `no full body within ${timeoutMs} ms` : e.message}`,
        ms: Date.now() - t,
      });
      return undefined;
    }
    const contentType = res.headers.get("content-type") ?? "";
    const parsed = parseBody(contentType, text, res.status);
    const violations = contract.validateAnswer(op, { status: res.status, headers: Object.fromEntries(res.headers), body: parsed.body });
    if (parsed.parseError) violations.unshift({ path: "/body", message: parsed.parseError, severity: "error" });
    if (kind !== "probe" && res.status >= 200 && res.status < 300) violations.push(...meaningOf(op, parsed.body, res.headers.get("date")));
    slot.response = { status: res.status, contentType, body: text.slice(0, 2000) };
    slot.ms = Date.now() - t;
    slot.violations = violations;
    Object.assign(slot, judge(slot, { kind, expect, refusal, sent, body: parsed.body }));
    return parsed.body && typeof parsed.body === "object" ? parsed.body : undefined;
  }

  /** passed / failed / warned (a probe the server was lenient on, under --negative warn) / refused (a documented, valid 4XX to a call meant to succeed). */
  function judge(slot, { kind, expect, refusal, sent, body }) {
    const { status } = slot.response;
    const quote = `${status} ${slot.response.body.replace(/\s+/g, " ").slice(0, 200) || "(empty body)"}`;
    const success = status >= 200 && status < 300;
    if (slot.violations.some((v) => !v.meaning)) return { outcome: "failed", reason: kind === "answer" ? "" : `answered ${status}` };
    if (kind === "probe") {
      if (expect.includes(status)) return { outcome: "passed" };
      const what = sent ? `sent ${sent.field} = ${JSON.stringify(sent.value)}: ` : "sent no token: ";
      return {
        outcome: probeMode[expect[0]] === "strict" ? "failed" : "warned",
        reason: `${what}expected ${expect.join(" or ")}, the server answered ${quote}`,
      };
    }
    if (kind === "rule" && !refusal(status, body)) return { outcome: "failed", reason: `expected the refusal, the server answered ${quote}` };
    if (kind === "answer" && success && body?.success === false)
      return { outcome: "failed", reason: `the server said it did not work: success false, msg ${JSON.stringify(body.msg ?? null)}` };
    const meant = slot.violations.length ? `meaning: ${slot.violations.map((v) => v.message).join("; ")}` : undefined;
    if (meant) return { outcome: meaningMode === "fail" ? "failed" : "warned", reason: meant, exercised: success };
    if (kind === "rule" || success) return { outcome: "passed", exercised: success };
    if (status >= 500) return { outcome: "failed", reason: `server error: ${quote}` };
    return { outcome: "refused", reason: `answered ${quote}` };
  }

  const notReached = (operationId, name, reason, kind = "answer") =>
    selected(contract.byId.get(operationId)) && results.push({ operationId, check: name, kind, outcome: "notReached", reason, violations: [] });

  /** What an answer that fits the schema may still get wrong: seconds, time zone, cents. */
  function meaningOf(op, body, dateHeader) {
    const found = [];
    const at = (path, message, got) => found.push({ path, message, severity: "warning", meaning: true, got });
    const lifetime = body?.expires_in;
    if (typeof lifetime === "number" && (lifetime < MEANING.tokenMinS || lifetime > MEANING.tokenMaxS))
      at("/body/expires_in", `a token lifetime of ${lifetime} s is outside 5 minutes to 30 days (seconds, not minutes?)`, lifetime);
    const created = body?.data?.created_at;
    if (op.method === "post" && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(created)) {
      const serverNow = Date.parse(dateHeader ?? "") || Date.now();
      const local = (t) => Date.parse(`${t.replace(" ", "T")}Z`);
      const minutes = Math.round((local(created) - local(inZone(serverNow))) / MINUTE);
      if (!(Math.abs(minutes) * MINUTE <= MEANING.clockSkewMs))
        at("/body/data/created_at", `the new request's created_at is ${minutes} minutes from the server's clock in ${zone}`, created);
    }
    const walk = (v, path) => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}/${i}`));
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${path}/${k}`);
      else if (typeof v === "number" && /amount|credit|bonus|balance|turnover|deposit|withdraw/i.test(path.split("/").pop()) && !/percent/i.test(path))
        if (Math.abs(v * 100 - Math.round(v * 100)) > 1e-6) at(path, "an amount with more than 2 decimals", v);
    };
    walk(body, "/body");
    return found;
  }

  /** The fields a state's answer must carry, from its documented answer (e.g. "{phone, password, deposit_id}"). */
  const answerFields = (name) =>
    STATES[name].answers
      .replace(/[{}\s]/g, "")
      .split(",")
      .filter(Boolean);
  /** What the run did without a state (shown beside the state in the report). */
  const instead = (name, what) => {
    const seen = statesSeen.get(name);
    if (seen && !seen.provided) seen.instead = what;
  };

  /** Asks the server for a provider state; undefined when it was not provided (recorded with the reason). */
  async function state(name, params = {}) {
    if (!opts.states) {
      statesSeen.set(name, { ...statesSeen.get(name), provided: false, reason: "no --states endpoint given" });
      return undefined;
    }
    try {
      const res = await fetch(opts.states, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ version: STATES_VERSION, state: name, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      const value = res.ok ? JSON.parse(text) : undefined;
      if (value && typeof value === "object") {
        statesSeen.set(name, { provided: true });
        return value;
      }
      statesSeen.set(name, { ...statesSeen.get(name), provided: false, reason: `the states endpoint answered ${res.status} ${text.slice(0, 120)}` });
    } catch (e) {
      statesSeen.set(name, { ...statesSeen.get(name), provided: false, reason: `the states endpoint failed: ${e.cause?.code ?? e.message}` });
    }
    return undefined;
  }

  const rand = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
  const today = inZone(Date.now()).slice(0, 10);
  const tokenOf = (body) => (typeof body?.access_token === "string" ? body.access_token : undefined);
  const refused = (status, body) => status === 422 || (status >= 200 && status < 300 && body?.success === false);
  /** A code of the same length that is not the one sent (each digit moved on by one). */
  const wrongCode = (code) => String(code).replace(/\d/g, (d) => String((Number(d) + 1) % 10));

  // ---- registration: phone → OTP (from the otp-for-phone state, else the bypass) → password → bank ----
  const reg = { phone: `09${rand(8)}`, password: `Verify${rand(4)}a`, newPassword: `Verify${rand(4)}b` };
  const realOtp = Boolean(opts.states);
  const phoneAnswer = await call("registerPhone", "answer", { req: request("registerPhone", { body: { phone: reg.phone, no_otp: !realOtp } }) });
  const regOtp = realOtp ? await state("otp-for-phone", { phone: reg.phone, purpose: "register" }) : undefined;
  if (!regOtp?.otp) instead("otp-for-phone", "registration used the OTP bypass");
  const wrongOtp = "refused: a wrong OTP";
  if (regOtp?.otp) {
    const body = {
      phone: reg.phone,
      otp: wrongCode(regOtp.otp),
      bypass: false,
      ...(typeof phoneAnswer?.token === "string" ? { token: phoneAnswer.token } : {}),
    };
    await call("registerOtp", wrongOtp, { kind: "rule", refusal: refused, req: request("registerOtp", { body }) });
  } else notReached("registerOtp", wrongOtp, `no OTP to get wrong: state "otp-for-phone" not provided`, "rule");
  const otpBody = {
    phone: reg.phone,
    ...(regOtp?.otp ? { otp: String(regOtp.otp), bypass: false } : { otp: "0000", bypass: true }),
    ...(typeof phoneAnswer?.token === "string" ? { token: phoneAnswer.token } : {}),
  };
  const tempToken = tokenOf(await call("registerOtp", "answer", { req: request("registerOtp", { body: otpBody }) }));
  const tempOps = contract.operations.filter((op) => contract.tokenSource(op) === "registerOtp").map((op) => op.iid);
  // The temporary token's own probes run before its steps use it up.
  await probes(tempOps, { token: tempToken, noTokenReason: "no temporary token: registerOtp gave no access_token" });
  if (tempToken) {
    await call("registerPassword", "answer", {
      token: tempToken,
      req: request("registerPassword", { body: { password: reg.password, password_confirmation: reg.password } }),
    });
    await call("registerBankAccount", "answer (registrant)", {
      token: tempToken,
      req: request("registerBankAccount", {
        body: { phone: reg.phone, bank: "kbank", account_number: `1${rand(9)}`, name: "ทดสอบ ระบบ", line: `verify${rand(4)}` },
      }),
    });
  } else {
    notReached("registerPassword", "answer", "no temporary token: registerOtp gave no access_token");
    notReached("registerBankAccount", "answer (registrant)", "no temporary token: registerOtp gave no access_token");
  }

  const login = async (name, phone, password) => tokenOf(await call("login", name, { req: request("login", { body: { phone, password } }) }));
  const regToken = await login("answer (new registrant)", reg.phone, reg.password);
  const noRegistrant = "no registrant token: the new registrant could not log in";
  if (regToken)
    await call("login", "refused: a wrong password", {
      kind: "rule",
      refusal: refused,
      req: request("login", { body: { phone: reg.phone, password: `${reg.password}x` } }),
    });
  else notReached("login", "refused: a wrong password", noRegistrant, "rule");

  // The given member is only read (profile, credit, turnover, launch, referral); nothing it owns changes.
  const reader =
    opts.phone && opts.password
      ? { token: await login("answer (--phone member)", opts.phone, opts.password), phone: opts.phone }
      : { token: regToken, phone: reg.phone };
  const noReader = opts.phone ? "no member token: login with --phone/--password failed" : noRegistrant;

  /** A member from a provider state, logged in; or the reason it could not be had. */
  async function stateMember(name, params) {
    const s = await state(name, params);
    if (!s) return { why: `state "${name}" not provided (${statesSeen.get(name)?.reason})` };
    const missing = answerFields(name).filter((f) => s[f] === undefined || s[f] === null || s[f] === "");
    if (missing.length) {
      statesSeen.set(name, { ...statesSeen.get(name), provided: false, reason: `the states endpoint answered without ${missing.join(", ")}` });
      return { why: `state "${name}" not provided (answered without ${missing.join(", ")})` };
    }
    const token = await login(`answer (${name})`, s.phone, s.password);
    return token ? { ...s, token, name } : { why: `the ${name} member could not log in` };
  }
  /** Runs a check as `who`, or records it as not reached with the reason. */
  const as = (who, operationId, name, options) =>
    who.token
      ? call(operationId, name, { ...options, token: who.token, ...(who.name ? { state: who.name } : {}) })
      : notReached(operationId, name, who.why, options.kind);

  // ---- public calls ----
  await call("listNotifications", "answer");
  const catalogue = await call("getCatalogue", "answer");
  const activeProviders = new Set((catalogue?.providers ?? []).filter((p) => p?.active).map((p) => p.code));
  const game = (catalogue?.games ?? []).find((g) => activeProviders.has(g?.provider) && !g?.flags?.includes("maintenance"));
  const gameParams = game ? { provider: game.provider, game: game.code } : undefined;

  // ---- the reader: profile, credit, turnover, launch, referral ----
  const readerWho = reader.token ? reader : { why: noReader };
  await as(readerWho, "getProfile", "answer", {});
  await as(readerWho, "checkCredit", "answer", { req: request("checkCredit", { query: { phone: reader.phone } }) });
  await as(readerWho, "checkTurnover", "answer", { req: request("checkTurnover", { query: { phone: reader.phone } }) });
  await as(readerWho, "launchGame", "answer", { req: request("launchGame", gameParams ? { pathParams: gameParams } : {}) });
  await as(readerWho, "getReferral", "answer", { req: request("getReferral", { query: {} }) });
  await as(readerWho, "getReferral", "answer (with date)", { req: request("getReferral", { query: { date: today } }) });

  // ---- money and bonuses: a state's member with bank and credit, else the registrant ----
  const rich = await stateMember("member-with-bank-and-credit");
  const payer = rich.token ? rich : regToken ? { token: regToken, phone: reg.phone } : { why: noRegistrant };
  if (!rich.token) instead("member-with-bank-and-credit", "deposits, their cancel and the withdrawal ran as the new registrant");
  const payerPhone = payer.phone ?? reg.phone;
  await call("sendPostback", "answer", { req: request("sendPostback", { query: { c: `verify${rand(4)}`, e: "cashdeposit", r: 100 } }) });
  // Each deposit is cancelled through its answer's link (the contract's `links`: cancel ← data.id).
  const cancelOp = contract.byId.get("cancelDeposit");
  const linkedCancel = async (who, operationId, created, name) => {
    const pathParams = contract.followLink(contract.byId.get(operationId), "200", cancelOp, created);
    const id = pathParams?.id;
    if (Number.isInteger(id) && id > 0) await as(who, "cancelDeposit", name, { req: request("cancelDeposit", { pathParams }) });
    else notReached("cancelDeposit", name, who.token ? `${operationId} gave no id for the cancel link (a refused deposit, or a wrong answer)` : who.why);
  };
  for (const operationId of ["prepareBankDeposit", "createGatewayDeposit"]) {
    const created = await as(payer, operationId, "answer", { req: request(operationId, { body: { amount: 100, promotion_id: 0 } }) });
    await linkedCancel(payer, operationId, created, `answer (cancel the ${operationId} deposit)`);
  }
  await as(payer, "createWithdraw", "answer", { req: request("createWithdraw", { body: { phone: payerPhone, amount: 1 } }) });
  await as(payer, "createWithdraw", "refused: a withdrawal above the credit (1,000,000,000 baht)", {
    kind: "rule",
    refusal: refused,
    req: request("createWithdraw", { body: { phone: payerPhone, amount: 1e9 } }),
  });

  const pending = await stateMember("pending-deposit");
  const depositId = Number(pending.deposit_id);
  await as(pending, "cancelDeposit", "answer (pending deposit)", { req: request("cancelDeposit", { pathParams: { id: depositId } }) });
  await as(pending, "cancelDeposit", "cancel refused (the same deposit again)", {
    kind: "rule",
    refusal: refused,
    req: request("cancelDeposit", { pathParams: { id: depositId } }),
  });

  const fresh = await stateMember("member-never-deposited");
  await as(fresh, "createWithdraw", "withdraw refused before any deposit", {
    kind: "rule",
    refusal: refused,
    req: request("createWithdraw", { body: { phone: fresh.phone, amount: 1 } }),
  });
  await as(fresh, "launchGame", "launch refused before the first deposit", {
    kind: "rule",
    refusal: (status, body) => status >= 200 && status < 300 && body?.success === false,
    req: request("launchGame", gameParams ? { pathParams: gameParams } : {}),
  });

  const promo = await stateMember("offered-promotion");
  const promoProfile = promo.token ? await as(promo, "getProfile", "answer (offered-promotion)", {}) : undefined;
  const terms = (promoProfile?.data?.promotions ?? []).find((p) => p?.id === Number(promo.promotion_id));
  if (promo.token && typeof terms?.deposit_max === "number") {
    const created = await as(promo, "prepareBankDeposit", "answer (with the offered promotion)", {
      req: request("prepareBankDeposit", { body: { amount: Math.min(100, terms.deposit_max), promotion_id: terms.id } }),
    });
    await linkedCancel(promo, "prepareBankDeposit", created, "answer (cancel the promotion deposit)");
    await as(promo, "prepareBankDeposit", "promotion refused above its deposit_max", {
      kind: "rule",
      refusal: refused,
      req: request("prepareBankDeposit", { body: { amount: terms.deposit_max + 1, promotion_id: terms.id } }),
    });
  } else {
    const why = promo.why ?? `the offered-promotion member's profile shows no promotion ${promo.promotion_id} with a deposit_max`;
    notReached("prepareBankDeposit", "promotion refused above its deposit_max", why, "rule");
  }

  // Without the claimable-event state, the payer's own first event (as the lobby would).
  let eventMember = await stateMember("claimable-event");
  let eventCheck = "answer";
  if (!eventMember.token && payer.token) {
    const events = (await as(payer, "getProfile", "answer (payer, for its events)", {}))?.data?.events;
    const event = (Array.isArray(events) ? events : []).find((e) => e && !e.activated) ?? {};
    [eventMember, eventCheck] = [{ ...payer, event_id: event.id ?? 1, bonus: event.bonus }, "answer (no claimable-event state: the payer's first event)"];
    instead("claimable-event", "activation and claim used the payer's first event");
  }
  const eventId = Number(eventMember.event_id) || 1;
  await as(eventMember, "activateEvent", eventCheck, {
    req: request("activateEvent", { pathParams: { id: eventId }, body: { bonus: Number(eventMember.bonus) || 0 } }),
  });
  await as(eventMember, "claimBonus", eventCheck, { req: request("claimBonus", { pathParams: { id: eventId } }) });
  await as(eventMember, "claimBonus", "refused: the same bonus claimed again", {
    kind: "rule",
    refusal: refused,
    req: request("claimBonus", { pathParams: { id: eventId } }),
  });

  const referrer = await stateMember("referral-three-levels");
  if (!referrer.token) instead("referral-three-levels", "the referral bonus was withdrawn as the payer");
  await as(referrer, "getReferral", "answer (friends at three levels)", { req: request("getReferral", { query: {} }) });
  await as(referrer.token ? referrer : payer, "withdrawReferralBonus", referrer.token ? "answer" : "answer (no referral-three-levels state: the payer)", {});

  const noBank = await stateMember("member-without-bank");
  await as(noBank, "registerBankAccount", "answer (member adds a bank)", {
    req: request("registerBankAccount", {
      body: { phone: noBank.phone, bank: "kbank", account_number: `2${rand(9)}`, name: "ทดสอบ ระบบ", line: `verify${rand(4)}` },
    }),
  });

  // ---- password: the registrant changes it, then resets it ----
  const registrant = regToken ? { token: regToken } : { why: noRegistrant };
  await as(registrant, "updatePassword", "answer", {
    req: request("updatePassword", { body: { old_password: reg.password, password: reg.newPassword, password_confirmation: reg.newPassword } }),
  });
  const start = await call("startPasswordReset", "answer", { req: request("startPasswordReset", { body: { phone: reg.phone, game_username: "" } }) });
  const resetToken = typeof start?.token === "string" ? start.token : "verify-no-token";
  const resetOtp = opts.otp ?? (await state("otp-for-phone", { phone: reg.phone, purpose: "reset" }))?.otp;
  const reset = { phone: reg.phone, game_username: "", token: resetToken, otp: String(resetOtp ?? "000000") };
  const noOtp = resetOtp === undefined ? " (no OTP: give --otp or provide the otp-for-phone state)" : "";
  if (resetOtp === undefined) instead("otp-for-phone", "the reset steps were tried with 000000, not a code the server sent");
  if (resetOtp === undefined) notReached("confirmResetOtp", wrongOtp, "no OTP to get wrong: give --otp or provide the otp-for-phone state", "rule");
  else
    await call("confirmResetOtp", wrongOtp, {
      kind: "rule",
      refusal: refused,
      req: request("confirmResetOtp", { body: { ...reset, otp: wrongCode(resetOtp) } }),
    });
  await call("confirmResetOtp", `answer${noOtp}`, { req: request("confirmResetOtp", { body: reset }) });
  await call("confirmResetPassword", `answer${noOtp}`, {
    req: request("confirmResetPassword", { body: { ...reset, password: reg.password, password_confirmation: reg.password } }),
  });

  // ---- any operation the journey does not know: one call from the contract's examples ----
  for (const op of contract.operations) {
    if (!selected(op) || results.some((r) => r.operationId === op.iid && r.kind !== "probe")) continue;
    if (contract.secured(op)) await as(payer, op.iid, "answer (from the contract's example)", {});
    else await call(op.iid, "answer (from the contract's example)");
  }

  // ---- probes: every secured call without a token, every validated call with one invalid input ----
  await probes(
    contract.operations.map((op) => op.iid).filter((id) => !tempOps.includes(id)),
    { token: regToken, noTokenReason: noRegistrant },
  );

  /** The derived probes of some operations, concurrently (each keeps its place in the report). */
  function probes(ids, { token, noTokenReason }) {
    const runs = [];
    for (const id of ids) {
      const op = contract.byId.get(id);
      if (!selected(op)) continue;
      const sample = request(id);
      for (const k of ["body", "query"]) if (sample[k] && Object.hasOwn(sample[k], "phone")) sample[k].phone = reg.phone;
      if (contract.secured(op)) {
        if (probeMode[401] === "off") notReached(id, "no token", "401 probes off", "probe");
        else runs.push(call(id, "no token", { kind: "probe", req: sample, expect: [401] }));
      }
      const invalid = contract.documentedStatuses(op).includes("422") ? contract.invalidRequest(op, sample) : undefined;
      if (!invalid) continue;
      const name = `invalid input (${invalid.field})`;
      if (probeMode[422] === "off") notReached(id, name, "422 probes off", "probe");
      else if (contract.secured(op) && !token) notReached(id, name, noTokenReason, "probe");
      else runs.push(call(id, name, { kind: "probe", req: invalid.request, token: contract.secured(op) ? token : undefined, expect: [422], sent: invalid }));
    }
    return Promise.all(runs);
  }

  // ---- per operation ----
  const allowed = new Set(opts.allowUnexercised ?? []);
  const operations = contract.operations.map((op) => {
    const checks = results.filter((r) => r.operationId === op.iid);
    const statuses = [...new Set(checks.filter((c) => c.response).map((c) => c.response.status))].sort();
    const documented = contract.documentedStatuses(op);
    const entry = {
      operationId: op.iid,
      method: op.method.toUpperCase(),
      path: op.path,
      documentedStatuses: documented,
      statusesSeen: statuses,
      statesUsed: [...new Set(checks.map((c) => c.state).filter(Boolean))],
      checks,
    };
    if (!selected(op)) return { ...entry, outcome: "skipped", reason: `not selected (${notSelected})` };
    if (checks.some((c) => c.outcome === "failed")) return { ...entry, outcome: "failed" };
    if (checks.some((c) => c.exercised)) return { ...entry, outcome: "passed" };
    const answers = checks.filter((c) => c.kind !== "probe");
    const gave = answers.filter((c) => c.response).map((c) => c.response.status);
    const reason = gave.length
      ? `never answered a documented 2XX: the calls meant to succeed got ${[...new Set(gave)].join(", ")}`
      : `never reached: ${answers.map((c) => c.reason).join("; ") || "no call"}`;
    if (allowed.has(op.iid)) return { ...entry, outcome: "skipped", reason: `not exercised, accepted by --allow-unexercised (${reason})` };
    return { ...entry, outcome: "notExercised", reason };
  });
  const unknownAllowed = [...allowed].filter((id) => !contract.byId.has(id));
  const states = [...statesSeen].map(([name, s]) => ({
    name,
    provided: s.provided,
    ...(s.reason ? { reason: s.reason } : {}),
    ...(s.instead ? { instead: s.instead } : {}),
    notTested: s.provided
      ? []
      : results.filter((r) => r.outcome === "notReached" && r.reason?.includes(`state "${name}"`)).map((r) => `${r.operationId}: ${r.check}`),
  }));
  const pairs = operations.flatMap((o) =>
    o.documentedStatuses.filter((c) => !/XX$/i.test(c)).map((c) => ({ op: o.operationId, code: c, seen: o.statusesSeen.includes(Number(c)) })),
  );
  return {
    base: apiBase,
    contract: contract.id,
    statesVersion: STATES_VERSION,
    probes: probeMode,
    meaning: meaningMode,
    ms: Date.now() - started,
    operations,
    checks: results,
    states,
    unknownAllowed,
    coverage: { seen: pairs.filter((p) => p.seen).length, documented: pairs.length, missing: pairs.filter((p) => !p.seen).map((p) => `${p.op} ${p.code}`) },
    ok: operations.every((o) => o.outcome === "passed" || o.outcome === "skipped") && unknownAllowed.length === 0,
  };
}
