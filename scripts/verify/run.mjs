// The active conformance run behind `npm run contract:verify`: drives a live server through the
// lobby's journeys (chaining real tokens and ids), probes 401 and 422 answers, and validates every
// answer with Prism's validator (./contract.mjs). One failure never hides the rest: each check that
// can get its prerequisite another way still runs, and every answer is judged on its own.
import { describeViolation, loadContract, parseBody } from "./contract.mjs";

const SECOND = 1000;
/** A Web Push subscription as a browser makes one, on a push service that does not exist (`.invalid`). */
const PUSH_SUBSCRIPTION = {
  endpoint: "https://push.invalid/contract-verify/device",
  keys: { p256dh: "BNt_0Eoz_YWJ5eYFtEfdfPg-bIHeMUjYFmxrB2EyxNKVrONr6enSgtuMcV4LiE0MO7NjCcjzEwYpe1bsi4xz9Pc", auth: "QKJizNJVG9zoLq624qgL3w" },
};

/**
 * @param {string} base API base, e.g. http://127.0.0.1:8000/lobby/api
 * @param {{ phone?: string, password?: string, otp?: string, timeoutMs?: number }} [opts]
 */
export async function verify(base, opts = {}) {
  const contract = await loadContract();
  const started = Date.now();
  const apiBase = base.replace(/\/+$/, "");
  const origin = new URL(apiBase).origin;
  /** @type {Array<Record<string, any>>} */
  const results = [];
  const timeoutMs = opts.timeoutMs ?? 10 * SECOND;

  /** Sends one request, validates the answer, records the check; returns the parsed body (even from a failed check, so later steps still chain). */
  async function check(operationId, name, { method, path, query, token, json, form, expect = [200], root = false }) {
    const op = contract.byId.get(operationId);
    const url = new URL((root ? origin : apiBase) + path);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
    const headers = { accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    let body;
    if (json !== undefined) [headers["content-type"], body] = ["application/json", JSON.stringify(json)];
    if (form !== undefined) [headers["content-type"], body] = ["application/x-www-form-urlencoded", new URLSearchParams(form).toString()];
    const request = { method, url: url.href, auth: token ? "Bearer <token>" : "none", body };
    const t = Date.now();
    let res;
    try {
      res = await fetch(url, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      results.push({
        operationId,
        check: name,
        outcome: "failed",
        reason: `no answer: ${e.cause?.code ?? e.message}`,
        violations: [],
        request,
        ms: Date.now() - t,
      });
      return undefined;
    }
    const text = await res.text();
    const contentType = res.headers.get("content-type") ?? "";
    const parsed = parseBody(contentType, text, res.status);
    const violations = contract.validateAnswer(op, { status: res.status, headers: Object.fromEntries(res.headers), body: parsed.body });
    if (parsed.parseError) violations.unshift({ path: "/body", message: parsed.parseError, severity: "error" });
    const reasons = [];
    if (!expect.includes(res.status)) reasons.push(`expected status ${expect.join(" or ")}, got ${res.status}`);
    results.push({
      operationId,
      check: name,
      outcome: reasons.length || violations.length ? "failed" : "passed",
      reason: reasons.join("; "),
      violations,
      request,
      response: { status: res.status, contentType, body: text.slice(0, 2000) },
      ms: Date.now() - t,
    });
    return parsed.body && typeof parsed.body === "object" ? parsed.body : undefined;
  }
  const notReached = (operationId, name, why) => results.push({ operationId, check: name, outcome: "notReached", reason: why, violations: [] });

  const rand = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
  const today = new Date(Date.now() + 7 * 3600 * SECOND).toISOString().slice(0, 10); // Asia/Bangkok

  // ---- registration: phone → OTP bypass → password → bank, with the temporary token ----
  const reg = { phone: `09${rand(8)}`, password: `Verify${rand(4)}a`, newPassword: `Verify${rand(4)}b` };
  const phoneAnswer = await check("registerPhone", "answer", { method: "POST", path: "/register/phone", json: { phone: reg.phone, no_otp: true } });
  const otpAnswer = await check("registerOtp", "answer", {
    method: "POST",
    path: "/register/otp",
    json: { phone: reg.phone, otp: "0000", bypass: true, ...(typeof phoneAnswer?.token === "string" ? { token: phoneAnswer.token } : {}) },
  });
  const tempToken = typeof otpAnswer?.access_token === "string" ? otpAnswer.access_token : undefined;
  if (tempToken) {
    await check("registerPassword", "answer", {
      method: "POST",
      path: "/register/password",
      token: tempToken,
      json: { password: reg.password, password_confirmation: reg.password },
    });
    await check("registerBankAccount", "answer (registrant)", {
      method: "POST",
      path: "/register/bank-account",
      token: tempToken,
      json: { phone: reg.phone, bank: "kbank", account_number: `1${rand(9)}`, name: "ทดสอบ ระบบ", line: `verify${rand(4)}` },
    });
  } else {
    notReached("registerPassword", "answer", "no temporary token: registerOtp gave no access_token");
    notReached("registerBankAccount", "answer (registrant)", "no temporary token: registerOtp gave no access_token");
  }

  // ---- login: the new registrant, then the given member ----
  const regLogin = await check("login", "answer (new registrant)", { method: "POST", path: "/login", form: { phone: reg.phone, password: reg.password } });
  const regToken = typeof regLogin?.access_token === "string" ? regLogin.access_token : undefined;
  let memberToken = regToken;
  let memberPhone = reg.phone;
  let memberPassword = reg.password;
  if (opts.phone && opts.password) {
    const m = await check("login", "answer (--phone member)", { method: "POST", path: "/login", form: { phone: opts.phone, password: opts.password } });
    memberToken = typeof m?.access_token === "string" ? m.access_token : undefined;
    [memberPhone, memberPassword] = [opts.phone, opts.password];
  }
  const noMember = opts.phone
    ? "no member token: login with --phone/--password failed"
    : "no member token: the new registrant could not log in (pass --phone/--password of an existing member)";
  const member = (operationId, name, req) => (memberToken ? check(operationId, name, { ...req, token: memberToken }) : notReached(operationId, name, noMember));

  // ---- public calls ----
  await check("listNotifications", "answer", { method: "GET", path: "/notification" });
  const catalogue = await check("getCatalogue", "answer", { method: "GET", path: "/catalogue" });
  const activeProviders = new Set((catalogue?.providers ?? []).filter((p) => p?.active).map((p) => p.code));
  const game = (catalogue?.games ?? []).find((g) => activeProviders.has(g?.provider) && !g?.flags?.includes("maintenance")) ?? {
    provider: "pgsoft",
    code: "mahjong-ways",
  };

  // ---- member journey ----
  const profileBody = await member("getProfile", "answer", { method: "GET", path: "/customers/profile" });
  const profile = profileBody?.data ?? {};
  const phone = typeof profile.phone === "string" ? profile.phone : memberPhone;
  if (memberToken && !profile.bank)
    await member("registerBankAccount", "answer (member adds a bank)", {
      method: "POST",
      path: "/register/bank-account",
      json: { phone, bank: "kbank", account_number: `2${rand(9)}`, name: "ทดสอบ ระบบ", line: `verify${rand(4)}` },
    });
  await member("checkCredit", "answer", { method: "GET", path: "/customers/check-credit", query: { phone } });
  await member("checkTurnover", "answer", { method: "GET", path: "/customers/check-turnover", query: { phone } });
  await member("launchGame", "answer", {
    method: "GET",
    path: `/launch-game/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.code)}`,
    query: { mobile: true },
  });
  await member("getReferral", "answer", { method: "GET", path: "/customers/referral" });
  await member("getReferral", "answer (with date)", { method: "GET", path: "/customers/referral", query: { date: today } });
  await member("withdrawReferralBonus", "answer", { method: "POST", path: "/customers/get-referral-bonus" });
  const events = Array.isArray(profile.events) ? profile.events : [];
  const event = events.find((e) => e && !e.activated) ?? events[0];
  await member("claimBonus", "answer", { method: "POST", path: `/customers/get-bonus/${Number(event?.id) || 1}`, expect: [200, 422] });
  await member("activateEvent", "answer", {
    method: "POST",
    path: `/customers/events/${Number(event?.id) || 1}/activate`,
    json: { bonus: Number(event?.bonus) || 0 },
    expect: [200, 422],
  });

  // ---- money: bank deposit → cancel, gateway deposit → cancel, withdraw ----
  await check("sendPostback", "answer", { method: "GET", path: "/postback", root: true, query: { c: `verify${rand(4)}`, e: "cashdeposit", r: 100 } });
  for (const [operationId, path] of [
    ["prepareBankDeposit", "/requests/deposit/prepare"],
    ["createGatewayDeposit", "/requests/deposit/payment-gateway"],
  ]) {
    const created = await member(operationId, "answer", { method: "POST", path, json: { amount: 100, promotion_id: 0 }, expect: [200, 422] });
    const id = created?.data?.id;
    const name = `answer (cancel the ${operationId} deposit)`;
    if (Number.isInteger(id) && id > 0) await member("cancelDeposit", name, { method: "POST", path: `/requests/deposit/${id}/cancel`, expect: [200, 422] });
    else notReached("cancelDeposit", name, memberToken ? `${operationId} gave no data.id (a refused deposit, or a wrong answer)` : noMember);
  }
  await member("createWithdraw", "answer", { method: "POST", path: "/requests/withdraw", json: { phone, amount: 1 }, expect: [200, 422] });

  // ---- Web Push (extension): store a subscription on a push service that does not exist, then forget it ----
  const pushPath = "/customers/push-subscriptions";
  await member("createPushSubscription", "answer", { method: "POST", path: pushPath, json: PUSH_SUBSCRIPTION });
  await member("deletePushSubscription", "answer", { method: "DELETE", path: pushPath, json: { endpoint: PUSH_SUBSCRIPTION.endpoint } });

  // ---- password: change (the registrant, or the member to the same password), then the reset flow ----
  if (regToken)
    await check("updatePassword", "answer", {
      method: "POST",
      path: "/customers/update-password",
      token: regToken,
      json: { old_password: reg.password, password: reg.newPassword, password_confirmation: reg.newPassword },
      expect: [200, 422],
    });
  else
    await member("updatePassword", "answer", {
      method: "POST",
      path: "/customers/update-password",
      json: { old_password: memberPassword, password: memberPassword, password_confirmation: memberPassword },
      expect: [200, 422],
    });
  const resetPhone = regToken ? reg.phone : memberPhone;
  const resetPassword = regToken ? reg.newPassword : memberPassword;
  const start = await check("startPasswordReset", "answer", { method: "POST", path: "/reset-password/start", json: { phone: resetPhone, game_username: "" } });
  const resetToken = typeof start?.token === "string" ? start.token : "verify-no-token";
  // Without the SMS code (--otp) a real server refuses the OTP: a 422 in the contract's shape passes.
  const otp = opts.otp ?? "000000";
  await check("confirmResetOtp", "answer", {
    method: "POST",
    path: "/reset-password/confirm-otp",
    json: { phone: resetPhone, game_username: "", token: resetToken, otp },
    expect: [200, 422],
  });
  await check("confirmResetPassword", "answer", {
    method: "POST",
    path: "/reset-password/confirm-password",
    json: { phone: resetPhone, game_username: "", token: resetToken, otp, password: resetPassword, password_confirmation: resetPassword },
    expect: [200, 422],
  });

  // ---- probes: every secured call without a token, every validated call with invalid input ----
  const noToken = {
    getProfile: { method: "GET", path: "/customers/profile" },
    checkCredit: { method: "GET", path: "/customers/check-credit", query: { phone } },
    checkTurnover: { method: "GET", path: "/customers/check-turnover", query: { phone } },
    launchGame: { method: "GET", path: "/launch-game/pgsoft/mahjong-ways", query: { mobile: true } },
    getReferral: { method: "GET", path: "/customers/referral" },
    withdrawReferralBonus: { method: "POST", path: "/customers/get-referral-bonus" },
    claimBonus: { method: "POST", path: "/customers/get-bonus/1" },
    updatePassword: {
      method: "POST",
      path: "/customers/update-password",
      json: { old_password: "Lobby2026a", password: "Lobby2026b", password_confirmation: "Lobby2026b" },
    },
    registerPassword: { method: "POST", path: "/register/password", json: { password: "Lobby2026a", password_confirmation: "Lobby2026a" } },
    registerBankAccount: {
      method: "POST",
      path: "/register/bank-account",
      json: { phone, bank: "kbank", account_number: "0123456789", name: "ทดสอบ ระบบ", line: "verify" },
    },
    createGatewayDeposit: { method: "POST", path: "/requests/deposit/payment-gateway", json: { amount: 100, promotion_id: 0 } },
    prepareBankDeposit: { method: "POST", path: "/requests/deposit/prepare", json: { amount: 100, promotion_id: 0 } },
    cancelDeposit: { method: "POST", path: "/requests/deposit/1/cancel" },
    createWithdraw: { method: "POST", path: "/requests/withdraw", json: { phone, amount: 1 } },
    activateEvent: { method: "POST", path: "/customers/events/1/activate", json: { bonus: 0 } },
    createPushSubscription: { method: "POST", path: "/customers/push-subscriptions", json: PUSH_SUBSCRIPTION },
    deletePushSubscription: { method: "DELETE", path: "/customers/push-subscriptions", json: { endpoint: PUSH_SUBSCRIPTION.endpoint } },
  };
  // [request, token the call needs: "member" | "temp" | null]
  const invalid = {
    login: [{ method: "POST", path: "/login", form: { phone, password: "" } }, null],
    checkCredit: [{ method: "GET", path: "/customers/check-credit" }, "member"],
    checkTurnover: [{ method: "GET", path: "/customers/check-turnover" }, "member"],
    launchGame: [{ method: "GET", path: `/launch-game/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.code)}` }, "member"],
    getReferral: [{ method: "GET", path: "/customers/referral", query: { date: "20-11-2026" } }, "member"],
    claimBonus: [{ method: "POST", path: "/customers/get-bonus/0" }, "member"],
    updatePassword: [{ method: "POST", path: "/customers/update-password", json: { old_password: "", password: "", password_confirmation: "" } }, "member"],
    startPasswordReset: [{ method: "POST", path: "/reset-password/start", json: { phone: "", game_username: "" } }, null],
    confirmResetOtp: [{ method: "POST", path: "/reset-password/confirm-otp", json: { phone: "", game_username: "", token: "", otp: "" } }, null],
    confirmResetPassword: [
      {
        method: "POST",
        path: "/reset-password/confirm-password",
        json: { phone: "", game_username: "", token: "", otp: "", password: "", password_confirmation: "" },
      },
      null,
    ],
    registerPhone: [{ method: "POST", path: "/register/phone", json: { phone: "", no_otp: true } }, null],
    registerOtp: [{ method: "POST", path: "/register/otp", json: { phone: "", otp: "", bypass: true } }, null],
    registerPassword: [{ method: "POST", path: "/register/password", json: { password: "", password_confirmation: "" } }, "temp"],
    registerBankAccount: [{ method: "POST", path: "/register/bank-account", json: { phone: "", bank: "", account_number: "", name: "", line: "" } }, "member"],
    createGatewayDeposit: [{ method: "POST", path: "/requests/deposit/payment-gateway", json: { promotion_id: 0 } }, "member"],
    prepareBankDeposit: [{ method: "POST", path: "/requests/deposit/prepare", json: { promotion_id: 0 } }, "member"],
    cancelDeposit: [{ method: "POST", path: "/requests/deposit/0/cancel" }, "member"],
    createWithdraw: [{ method: "POST", path: "/requests/withdraw", json: { phone } }, "member"],
    sendPostback: [{ method: "GET", path: "/postback", root: true, query: { e: "cashdeposit", r: 100 } }, null],
    activateEvent: [{ method: "POST", path: "/customers/events/1/activate", json: {} }, "member"],
    createPushSubscription: [{ method: "POST", path: "/customers/push-subscriptions", json: { endpoint: "http://push.invalid/x", keys: {} } }, "member"],
    deletePushSubscription: [{ method: "DELETE", path: "/customers/push-subscriptions", json: {} }, "member"],
  };
  await Promise.all([
    ...Object.entries(noToken).map(([id, req]) => check(id, "no token", { ...req, expect: [401] })),
    ...Object.entries(invalid).map(([id, [req, needs]]) => {
      const token = needs === "member" ? memberToken : needs === "temp" ? tempToken : undefined;
      if (needs && !token) return notReached(id, "invalid input", needs === "temp" ? "no temporary token: registerOtp gave no access_token" : noMember);
      return check(id, "invalid input", { ...req, token, expect: [422] });
    }),
  ]);

  // ---- per operation ----
  const operations = contract.operations.map((op) => {
    const checks = results.filter((r) => r.operationId === op.iid);
    const outcome = checks.some((c) => c.outcome === "failed") ? "failed" : checks.some((c) => c.outcome === "passed") ? "passed" : "notReached";
    return { operationId: op.iid, method: op.method.toUpperCase(), path: op.path, outcome, checks };
  });
  return { base: apiBase, ms: Date.now() - started, operations, checks: results };
}

const ICON = { passed: "✔", failed: "✖", notReached: "○" };

/** Readable report: one line per operation, details under every failed or unreached check. */
export function formatReport(report) {
  const lines = [`contract:verify ${report.base}`, ""];
  for (const op of report.operations) {
    const counts = ["passed", "failed", "notReached"].map((o) => op.checks.filter((c) => c.outcome === o).length);
    lines.push(
      `${ICON[op.outcome]} ${op.operationId.padEnd(22)} ${op.method.padEnd(5)} ${op.path.padEnd(36)} ${counts[0]} passed${counts[1] ? `, ${counts[1]} failed` : ""}${counts[2] ? `, ${counts[2]} not reached` : ""}`,
    );
    for (const c of op.checks) {
      if (c.outcome === "passed") continue;
      lines.push(`    ${ICON[c.outcome]} ${c.check}${c.outcome === "notReached" ? ` — not reached: ${c.reason}` : c.reason ? ` — ${c.reason}` : ""}`);
      if (c.outcome !== "failed") continue;
      for (const v of c.violations) lines.push(`        ${describeViolation(v)}`);
      lines.push(
        `        request: ${c.request.method} ${c.request.url} (auth: ${c.request.auth})${c.request.body ? ` body ${c.request.body.slice(0, 200)}` : ""}`,
      );
      if (c.response)
        lines.push(
          `        upstream answered ${c.response.status} ${c.response.contentType || "(no content type)"}: ${c.response.body.slice(0, 300).replace(/\s+/g, " ") || "(empty)"}`,
        );
    }
  }
  const ops = report.operations;
  const n = (list, o) => list.filter((x) => x.outcome === o).length;
  lines.push(
    "",
    `${ops.length} operations: ${n(ops, "passed")} passed, ${n(ops, "failed")} failed, ${n(ops, "notReached")} not reached. ` +
      `${report.checks.length} checks: ${n(report.checks, "passed")} passed, ${n(report.checks, "failed")} failed, ${n(report.checks, "notReached")} not reached. ${(report.ms / 1000).toFixed(1)} s.`,
  );
  return lines.join("\n");
}

// XML 1.0 cannot carry control characters; matching them is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const xml = (s) =>
  String(s)
    .replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c])
    .replace(CONTROL, "");

/** JUnit XML: one testcase per operation and check, named `<operationId>: <check>`. */
export function junitXml(report) {
  const cases = report.checks.map((c) => {
    const name = `${c.operationId}: ${c.check}`;
    const time = ((c.ms ?? 0) / 1000).toFixed(3);
    if (c.outcome === "passed") return `    <testcase classname="contract.${c.operationId}" name="${xml(name)}" time="${time}"/>`;
    if (c.outcome === "notReached")
      return `    <testcase classname="contract.${c.operationId}" name="${xml(name)}" time="0"><skipped message="${xml(`not reached: ${c.reason}`)}"/></testcase>`;
    const details = [
      ...c.violations.map(describeViolation),
      `request: ${c.request.method} ${c.request.url} (auth: ${c.request.auth})${c.request.body ? ` body ${c.request.body}` : ""}`,
      c.response ? `upstream answered ${c.response.status} ${c.response.contentType}: ${c.response.body}` : "",
    ].join("\n");
    const message = c.reason || describeViolation(c.violations[0] ?? { path: "", message: "failed" });
    return `    <testcase classname="contract.${c.operationId}" name="${xml(name)}" time="${time}"><failure message="${xml(message)}">${xml(details)}</failure></testcase>`;
  });
  const n = (o) => report.checks.filter((c) => c.outcome === o).length;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="contract:verify ${xml(report.base)}" tests="${report.checks.length}" failures="${n("failed")}" skipped="${n("notReached")}" errors="0" time="${(report.ms / 1000).toFixed(3)}">
${cases.join("\n")}
  </testsuite>
</testsuites>
`;
}
