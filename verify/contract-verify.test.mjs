// @vitest-environment node
// Proves `npm run contract:verify` as a release gate: a server that keeps the contract passes clean
// three runs in a row with identical JSON reports; a server that stubs calls with a 422 fails each
// stubbed operation as "not exercised"; each realistic mistake of the wrong server is reported
// against its operation; provider states reach the business-rule branches; the checks come from the
// contract (an operation added to it is verified without touching the run).
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { parseArgs } from "./contract-verify.mjs";
import { CONTRACT, root } from "../scripts/lib.mjs";
import { describeViolation, loadContract } from "./contract.mjs";
import { formatReport, jsonReport, junitXml } from "./report.mjs";
import { verify } from "./run.mjs";
import { STATES } from "./states.mjs";
import { NOT_IMPLEMENTED, SOFT_STUB_MSG, startUpstream, WRONG_UPSTREAM_MISTAKES } from "./upstreams.mjs";

const failures = (op) => op.checks.filter((c) => c.outcome === "failed");
const text = (c) => [c.reason, ...c.violations.map(describeViolation)].join("\n");
const MEMBER = { phone: "0812345678", password: "Lobby2026a" };

function runCli(args, { script = "verify/contract-verify.mjs", cwd = root } = {}) {
  const child = spawn(process.execPath, [script, ...args], { cwd });
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}

describe("contract:verify", () => {
  const up = {};
  const reports = {};
  let contract, built;
  beforeAll(async () => {
    contract = await loadContract();
    for (const kind of ["correct", "wrong", "not-implemented", "404"]) up[kind] = await startUpstream(kind);
    // One after another: each run's timing stays its own.
    const withStates = (kind, extra = {}) => verify(up[kind].url, { states: up[kind].statesUrl, ...extra });
    reports.correct = [];
    for (let i = 0; i < 3; i++) reports.correct.push(await withStates("correct", MEMBER));
    reports.noStates = await verify(up.correct.url, { negative: "off", allowUnexercised: ["confirmResetOtp"] });
    reports.wrong = await withStates("wrong");
    reports.wrongWarn = await withStates("wrong", { negative: "warn" });
    reports.notImplemented = await withStates("not-implemented");
    reports["404"] = await verify(up["404"].url);
    built = await runCli([], { script: "verify/build.mjs" });
  }, 240_000);
  afterAll(async () => Promise.all(Object.values(up).map((u) => u.close())));

  it("derives every check from the contract: an answer per operation, 401 probes from generated/operations.ts, 422 probes from the documented 422", () => {
    const generated = readFileSync(path.join(root, "generated/operations.ts"), "utf8");
    const securedBlock = /securedOperations[^[]*\[([^\]]*)\]/.exec(generated)?.[1] ?? "";
    const secured = new Set([...securedBlock.matchAll(/"([A-Z]+ [^"]+)"/g)].map((m) => m[1]));
    expect(secured.size).toBeGreaterThan(0);
    const report = reports.correct[0];
    expect(report.operations.map((o) => o.operationId)).toEqual(contract.operations.map((op) => op.iid));
    for (const op of report.operations) {
      const names = op.checks.map((c) => c.check);
      expect(
        op.checks.some((c) => c.kind !== "probe" && c.exercised),
        `${op.operationId} has a succeeding call`,
      ).toBe(true);
      expect(names.includes("no token"), `${op.operationId} no-token probe`).toBe(secured.has(`${op.method} ${op.path}`));
      expect(
        names.some((n) => n.startsWith("invalid input (")),
        `${op.operationId} invalid-input probe`,
      ).toBe(op.documentedStatuses.includes("422"));
    }
  });

  it("verifies an operation added to the contract without a change to the run, even one without examples", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "verify-contract-"));
    cpSync(path.join(root, "openapi/examples"), path.join(dir, "examples"), { recursive: true });
    const doc = parse(readFileSync(CONTRACT, "utf8"));
    doc.paths["/push/subscriptions"] = {
      post: {
        operationId: "subscribePush",
        summary: "Added by the test",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", required: ["endpoint"], properties: { endpoint: { type: "string", minLength: 1 } } },
            },
          },
        },
        responses: {
          200: {
            description: "Subscribed.",
            content: {
              "application/json": {
                schema: { type: "object", required: ["success"], properties: { success: { type: "boolean" } } },
              },
            },
          },
          401: { $ref: "#/components/responses/Unauthorized" },
          422: { description: "Invalid.", content: { "application/json": { schema: { $ref: "#/components/schemas/ValidationError" } } } },
          "5XX": { $ref: "#/components/responses/ServerError" },
        },
      },
    };
    const file = path.join(dir, "lobby.yaml");
    writeFileSync(file, stringify(doc));
    const server = await startUpstream("correct", { contractFile: file });
    try {
      const report = await verify(server.url, { states: server.statesUrl, contractFile: file });
      const added = report.operations.find((o) => o.operationId === "subscribePush");
      expect(added?.checks.map((c) => `${c.check}: ${c.outcome}`)).toEqual([
        "answer (from the contract's example): passed",
        "no token: passed",
        "invalid input (endpoint): passed",
      ]);
      expect(report.ok).toBe(true);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("passes a server that keeps the contract: every check, every state, every documented status, well under a minute", () => {
    for (const report of reports.correct) {
      expect(report.checks.filter((c) => c.outcome !== "passed").map((c) => `${c.operationId} ${c.check}: ${text(c)}`)).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.states.map((s) => s.name).sort()).toEqual(Object.keys(STATES).sort());
      expect(report.states.every((s) => s.provided)).toBe(true);
      expect(report.coverage.seen).toBe(report.coverage.documented);
      expect(report.ms).toBeLessThan(60_000);
    }
    expect(formatReport(reports.correct[0])).toMatch(/Gate: PASS$/);
  });

  it("gives identical JSON reports on three consecutive runs against the same server", () => {
    const [a, b, c] = reports.correct.map((r) => JSON.stringify(jsonReport(r), null, 1));
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it("never changes the given member: its token only reads, every mutating call and probe uses the run's own players", () => {
    const memberToken = `tok.${MEMBER.phone}`;
    const touched = up.correct.requests.filter((r) => r.bearer === memberToken);
    expect(touched.length).toBeGreaterThan(0);
    expect([...new Set(touched.map((r) => r.method))]).toEqual(["GET"]);
  });

  it("reaches the business-rule branches through states, each check tagged with its state", () => {
    const op = (id) => reports.correct[0].operations.find((o) => o.operationId === id);
    expect(op("createWithdraw").checks.find((c) => c.check === "withdraw refused before any deposit")).toMatchObject({
      outcome: "passed",
      state: "member-never-deposited",
      response: { status: 422 },
    });
    expect(op("launchGame").checks.find((c) => c.check === "launch refused before the first deposit")).toMatchObject({
      outcome: "passed",
      state: "member-never-deposited",
    });
    expect(op("prepareBankDeposit").checks.find((c) => c.check === "promotion refused above its deposit_max")).toMatchObject({
      outcome: "passed",
      state: "offered-promotion",
    });
    expect(op("cancelDeposit").checks.find((c) => c.check === "cancel refused (the same deposit again)")).toMatchObject({
      outcome: "passed",
      state: "pending-deposit",
    });
    expect(op("createWithdraw").statesUsed).toEqual(expect.arrayContaining(["member-with-bank-and-credit", "member-never-deposited"]));
  });

  it("without a states hook: names each state not provided and what was then not tested; the reset steps are not exercised; --allow-unexercised skips one with its reason; --negative off runs no probe", () => {
    const report = reports.noStates;
    expect(report.ok).toBe(false);
    const byId = Object.fromEntries(report.operations.map((o) => [o.operationId, o]));
    expect(byId.confirmResetOtp).toMatchObject({ outcome: "skipped", reason: expect.stringMatching(/--allow-unexercised.*got 422/) });
    expect(byId.confirmResetPassword).toMatchObject({ outcome: "notExercised", reason: expect.stringMatching(/got 422/) });
    const neverDeposited = report.states.find((s) => s.name === "member-never-deposited");
    expect(neverDeposited).toMatchObject({ provided: false, reason: "no --states endpoint given" });
    expect(neverDeposited.notTested).toEqual(["createWithdraw: withdraw refused before any deposit", "launchGame: launch refused before the first deposit"]);
    expect(report.checks.filter((c) => c.kind === "probe").every((c) => c.outcome === "notReached" && /^(401|422) probes off$/.test(c.reason))).toBe(true);
    const xml = junitXml(report);
    expect(xml).toMatch(
      /<testcase classname="contract\.confirmResetOtp" name="confirmResetOtp: exercised"[^>]*><skipped message="not exercised, accepted by --allow-unexercised/,
    );
    expect(xml).toMatch(
      /<testcase classname="contract\.confirmResetPassword" name="confirmResetPassword: exercised"[^>]*><failure message="not exercised: never answered a documented 2XX/,
    );
    const out = formatReport(report);
    expect(out).toMatch(/✖ confirmResetPassword .* — not exercised/);
    expect(out).toMatch(/○ confirmResetOtp .* — skipped/);
    expect(out).toMatch(/Gate: FAIL \(skipped: confirmResetOtp\)$/);
  });

  it("a states endpoint that lacks a state or a field: named with the reason, and what the run did instead", async () => {
    // The team's hook: no claimable-event, and pending-deposit without its deposit_id.
    const partial = createServer(async (req, res) => {
      const chunks = [];
      for await (const c of req) chunks.push(c);
      const asked = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (asked.state === "claimable-event") return res.writeHead(404, { "content-type": "application/json" }).end('{"message":"no such state"}');
      const answer = await fetch(up.correct.statesUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(asked) });
      const body = await answer.json();
      if (asked.state === "pending-deposit") delete body.deposit_id;
      res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
    await new Promise((r) => partial.listen(0, "127.0.0.1", r));
    try {
      const report = await verify(up.correct.url, { states: `http://127.0.0.1:${partial.address().port}/states` });
      const states = Object.fromEntries(report.states.map((s) => [s.name, s]));
      expect(states["claimable-event"]).toMatchObject({
        provided: false,
        reason: 'the states endpoint answered 404 {"message":"no such state"}',
        instead: "activation and claim used the payer's first event",
      });
      expect(states["pending-deposit"]).toMatchObject({
        provided: false,
        reason: "the states endpoint answered without deposit_id",
        notTested: ["cancelDeposit: answer (pending deposit)", "cancelDeposit: cancel refused (the same deposit again)"],
      });
      expect(states["member-never-deposited"].provided).toBe(true);
      // The activation still ran (as the payer), so the operation is exercised.
      expect(report.operations.find((o) => o.operationId === "activateEvent").outcome).toBe("passed");
    } finally {
      partial.closeAllConnections();
      partial.close();
    }
  }, 60_000);

  it("fails every stubbed operation of a server that answers 422 'Not implemented yet.' as not exercised, and passes the rest", () => {
    const report = reports.notImplemented;
    const outcomes = Object.fromEntries(report.operations.map((o) => [o.operationId, o.outcome]));
    for (const id of contract.operations.map((op) => op.iid))
      expect(`${id}: ${outcomes[id]}`).toBe(`${id}: ${NOT_IMPLEMENTED.includes(id) ? "notExercised" : "passed"}`);
    for (const id of NOT_IMPLEMENTED) {
      const op = report.operations.find((o) => o.operationId === id);
      expect(op.reason).toMatch(/never answered a documented 2XX: the calls meant to succeed got 422/);
      expect(op.checks.some((c) => c.outcome === "refused" && c.reason.includes('{"message":"Not implemented yet."}'))).toBe(true);
    }
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toMatch(/Gate: FAIL$/);
  });

  it("reports each mistake of the wrong server against its own operation and check, with path and value, and nothing else", () => {
    const report = reports.wrong;
    for (const op of report.operations) {
      const mistake = WRONG_UPSTREAM_MISTAKES[op.operationId];
      if (!mistake) {
        expect(failures(op).map(text), `${op.operationId} has no mistake`).toEqual([]);
        continue;
      }
      expect(op.outcome, `${op.operationId}: ${mistake.what}`).toBe("failed");
      const hit = failures(op).find((c) => c.check.startsWith(mistake.check) && mistake.expect.every((re) => re.test(text(c))));
      expect(hit, `${op.operationId}: ${mistake.what} in ${failures(op).map(text).join(" | ")}`).toBeDefined();
      // The report carries what was sent and what really came back.
      expect(hit.request.url).toContain(up.wrong.origin);
      expect(hit.response.status).toBeGreaterThan(0);
    }
    expect(
      report.operations
        .filter((o) => o.outcome === "failed")
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(Object.keys(WRONG_UPSTREAM_MISTAKES).sort());
  });

  it("--negative warn: a lenient input is a warning naming field, value and answer, not a failure", () => {
    const op = reports.wrongWarn.operations.find((o) => o.operationId === "getReferral");
    expect(op.outcome).toBe("passed");
    const probe = op.checks.find((c) => c.check === "invalid input (date)");
    expect(probe.outcome).toBe("warned");
    expect(probe.reason).toMatch(/^sent date = "not-valid!": expected 422, the server answered 200 \{"data"/);
    // A contract violation in a probe's answer still fails under warn.
    expect(reports.wrongWarn.operations.find((o) => o.operationId === "withdrawReferralBonus").outcome).toBe("failed");
  });

  it("fails every operation of a server that answers 404 everywhere", () => {
    const report = reports["404"];
    expect(report.operations.filter((o) => o.outcome !== "failed").map((o) => o.operationId)).toEqual([]);
    for (const c of report.checks.filter((c) => c.outcome === "failed")) expect(text(c)).toMatch(/status code/);
    expect(report.checks.find((c) => c.operationId === "getProfile" && c.check === "answer")).toMatchObject({
      outcome: "notReached",
      reason: expect.stringMatching(/no registrant token/),
    });
  });

  it("gives up on a hung server after --timeout, naming the timeout", async () => {
    const hung = createServer(() => {});
    await new Promise((r) => hung.listen(0, "127.0.0.1", r));
    try {
      // Without the time-out the verify would wait for ever: the test's own time-out fails it.
      const report = await verify(`http://127.0.0.1:${hung.address().port}/lobby/api`, { timeoutMs: 300 });
      expect(report.checks.find((c) => c.operationId === "registerPhone")).toMatchObject({ outcome: "failed", reason: "no answer within 300 ms (--timeout)" });
      expect(report.ok).toBe(false);
    } finally {
      hung.closeAllConnections();
      hung.close();
    }
  }, 120_000);

  it("CLI: refuses a flag without its value or an unknown one (exit 2)", async () => {
    expect(() => parseArgs(["http://x/lobby/api", "--junit"])).toThrow(/--junit needs a value/);
    expect(() => parseArgs(["http://x/lobby/api", "--json", "--junit", "a.xml"])).toThrow(/--json needs a value/);
    expect(() => parseArgs(["http://x/lobby/api", "--negative", "loose"])).toThrow(/--negative needs one of strict, warn, off/);
    expect(() => parseArgs(["http://x/lobby/api", "--timeout", "soon"])).toThrow(/--timeout needs a number/);
    expect(() => parseArgs(["http://x/lobby/api", "--verbose"])).toThrow(/unknown argument --verbose/);
    expect(parseArgs(["http://x/lobby/api", "--allow-unexercised", "a,b", "--timeout", "500"])).toMatchObject({
      base: "http://x/lobby/api",
      allowUnexercised: ["a", "b"],
      timeoutMs: 500,
    });
    const { code, out } = await runCli([up.correct.url, "--junit"]);
    expect(code).toBe(2);
    expect(out).toMatch(/--junit needs a value/);
  }, 30_000);

  it("the single file: built from the same modules, run with Node alone from an empty folder, gives the CLI's JSON report", async () => {
    expect(built.code, built.out).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), "lobby-verify-"));
    cpSync(path.join(root, "dist-verify/lobby-verify.mjs"), path.join(dir, "lobby-verify.mjs"));
    const args = [up.correct.url, "--states", up.correct.statesUrl, "--json"];
    const alone = await runCli([...args, "alone.json"], { script: "lobby-verify.mjs", cwd: dir });
    const cli = await runCli([...args, path.join(dir, "cli.json")]);
    expect([alone.code, cli.code]).toEqual([0, 0]);
    expect(readdirSync(dir).sort()).toEqual(["alone.json", "cli.json", "lobby-verify.mjs"]);
    expect(readFileSync(path.join(dir, "alone.json"), "utf8")).toBe(readFileSync(path.join(dir, "cli.json"), "utf8"));
    expect(JSON.parse(readFileSync(path.join(dir, "alone.json"), "utf8")).contract).toEqual(contract.id);
  }, 90_000);

  it("docs: the CI examples are docs/ci's files, their command passes against the correct server, and the counts are the tool's", async () => {
    const docs = readFileSync(path.join(root, "docs/backend-teams.md"), "utf8");
    const strings = (v) => (typeof v === "string" ? [v] : v && typeof v === "object" ? Object.values(v).flatMap(strings) : []);
    for (const file of ["github-actions.yml", "gitlab-ci.yml"]) {
      const text = readFileSync(path.join(root, "docs/ci", file), "utf8");
      expect(docs, file).toContain(`\`\`\`yaml\n${text}\`\`\``);
      const commands = strings(parse(text)).filter((v) => /^node \S*lobby-verify\.mjs /.test(v));
      expect(commands, file).toHaveLength(1);
      const [, script, ...argv] = commands[0].trim().split(/\s+/);
      const args = parseArgs(argv);
      expect(args).toMatchObject({
        base: expect.stringMatching(/\/lobby\/api$/),
        states: expect.any(String),
        json: expect.any(String),
        junit: expect.any(String),
      });
      // The job itself, with the backend's origin replaced by the correct upstream's and the single file where the job keeps it.
      const dir = mkdtempSync(path.join(tmpdir(), "lobby-ci-"));
      mkdirSync(path.join(dir, path.dirname(script)), { recursive: true });
      cpSync(path.join(root, "dist-verify/lobby-verify.mjs"), path.join(dir, script));
      const job = await runCli(
        argv.map((a) => a.replace(new URL(args.base).origin, up.correct.origin)),
        { script, cwd: dir },
      );
      expect(job.code, `${file}: ${job.out}`).toBe(0);
      const json = JSON.parse(readFileSync(path.join(dir, args.json), "utf8"));
      expect(json.outcome).toBe("pass");
      const named = (op) => args.skip.some((n) => op.iid === n || op.tags?.some((t) => t.name === n));
      expect(json.operations.filter((o) => o.outcome === "skipped").map((o) => o.operationId)).toEqual(contract.operations.filter(named).map((op) => op.iid));
      expect(readFileSync(path.join(dir, args.junit), "utf8")).toContain(`<property name="contract.sha256" value="${contract.id.sha256}"/>`);
    }
    const [, checks, operations] = /makes (\d+) checks on (\d+) operations/.exec(docs) ?? [];
    expect([Number(checks), Number(operations)]).toEqual([reports.correct[0].checks.length, reports.correct[0].operations.length]);
  }, 60_000);

  it("CLI: exits 1 on the wrong server and writes JUnit and JSON naming the operation in every testcase", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "verify-"));
    const [junit, json] = [path.join(dir, "junit.xml"), path.join(dir, "report.json")];
    const { code, out } = await runCli([up.wrong.url, "--states", up.wrong.statesUrl, "--junit", junit, "--json", json, "--allow-unexercised", "sendPostback"]);
    expect(code).toBe(1);
    expect(out).toMatch(/Coverage: \d+ of \d+ documented statuses seen/);
    const xml = readFileSync(junit, "utf8");
    const cases = [...xml.matchAll(/<testcase classname="contract\.(\w+)" name="([^"]+)"/g)];
    for (const [, id, name] of cases) expect(name.startsWith(`${id}: `)).toBe(true);
    expect(xml).toMatch(
      /<testcase classname="contract\.createWithdraw" name="createWithdraw: withdraw refused before any deposit"[^>]*><failure message="answered 400">/,
    );
    const report = JSON.parse(readFileSync(json, "utf8"));
    expect(report.outcome).toBe("fail");
    expect(report.operations.map((o) => o.operationId)).toEqual(contract.operations.map((op) => op.iid));
    const prepare = report.operations.find((o) => o.operationId === "prepareBankDeposit");
    expect(prepare).toMatchObject({ outcome: "fail", statusesSeen: expect.arrayContaining([201, 401, 422]) });
    expect(prepare.checks.find((c) => c.check === "answer").violations.map((v) => v.path)).toEqual(expect.arrayContaining(["", "/body/data/created_at"]));
  }, 60_000);
});

describe("contract:verify: seen succeeding means succeeding", () => {
  const ups = {};
  const reports = {};
  let contract;
  beforeAll(async () => {
    contract = await loadContract();
    for (const kind of ["correct", "wrong", "soft-stub", "bad-refusals", "wrong-meaning"]) ups[kind] = await startUpstream(kind);
    const run = (kind, extra = {}) => verify(ups[kind].url, { states: ups[kind].statesUrl, ...extra });
    reports.correct = await run("correct");
    reports.softStub = await run("soft-stub");
    reports.badRefusals = await run("bad-refusals");
    reports.meaning = await run("wrong-meaning");
    reports.meaningFail = await run("wrong-meaning", { meaning: "fail" });
    reports.skipped = await run("wrong", { skip: ["extensions", ...Object.keys(WRONG_UPSTREAM_MISTAKES)] });
    reports.only = await run("wrong", { only: ["registration", "login"] });
    reports.no401 = await run("correct", { probe401: "off" });
    reports.no422 = await run("correct", { probe422: "off" });
  }, 120_000);
  afterAll(async () => Promise.all(Object.values(ups).map((u) => u.close())));
  const byId = (report) => Object.fromEntries(report.operations.map((o) => [o.operationId, o]));

  it("fails each money, bonus, password and reset call of a server that soft-stubs them with 200 success:false, quoting its msg", () => {
    const ops = byId(reports.softStub);
    for (const op of contract.operations) {
      const entry = ops[op.iid];
      if (!NOT_IMPLEMENTED.includes(op.iid)) {
        expect(`${op.iid}: ${entry.outcome}`).toBe(`${op.iid}: passed`);
        continue;
      }
      expect(`${op.iid}: ${entry.outcome}`).toBe(`${op.iid}: failed`);
      expect(failures(entry).map((c) => c.reason)).toContain(`the server said it did not work: success false, msg ${JSON.stringify(SOFT_STUB_MSG)}`);
    }
    const out = formatReport(reports.softStub);
    expect(out).toContain(`msg "${SOFT_STUB_MSG}"`);
    expect(out).toMatch(/Gate: FAIL$/);
  });

  const REFUSALS = [
    ["login", "refused: a wrong password", 422],
    ["registerOtp", "refused: a wrong OTP", 422],
    ["confirmResetOtp", "refused: a wrong OTP", 422],
    ["claimBonus", "refused: the same bonus claimed again", 200],
    ["createWithdraw", "refused: a withdrawal above the credit (1,000,000,000 baht)", 422],
  ];
  it("sends the refusals a player meets on purpose: passed on the correct server, failed when refused with 401 {error}", () => {
    for (const [id, check, status] of REFUSALS) {
      const right = reports.correct.checks.find((c) => c.operationId === id && c.check === check);
      expect(right, `${id}: ${check}`).toMatchObject({ kind: "rule", outcome: "passed", response: { status } });
      const wrong = reports.badRefusals.checks.find((c) => c.operationId === id && c.check === check);
      expect(wrong, `${id}: ${check}`).toMatchObject({ outcome: "failed", response: { status: 401, body: '{"error":"Unauthorized"}' } });
      expect(wrong.violations.length).toBeGreaterThan(0);
    }
    const claim = reports.correct.checks.find((c) => c.check === "refused: the same bonus claimed again");
    expect(JSON.parse(claim.response.body)).toMatchObject({ success: false });
  });

  it("warns on answers that fit the schema but mean something else (--meaning fail makes them failures)", () => {
    const warned = reports.meaning.checks.filter((c) => c.outcome === "warned").map((c) => `${c.operationId}: ${c.reason}`);
    expect(warned).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^login: meaning: a token lifetime of 60 s is outside 5 minutes to 30 days/),
        expect.stringMatching(/^getProfile: meaning: an amount with more than 2 decimals/),
        expect.stringMatching(/^createWithdraw: meaning: the new request's created_at is -420 minutes from the server's clock in Asia\/Bangkok/),
      ]),
    );
    expect(reports.meaning.ok).toBe(true);
    expect(reports.correct.checks.filter((c) => c.outcome === "warned")).toEqual([]);
    const failed = reports.meaningFail.operations.filter((o) => o.outcome === "failed").map((o) => o.operationId);
    expect(failed).toEqual(expect.arrayContaining(["login", "getProfile", "createWithdraw"]));
    expect(reports.meaningFail.ok).toBe(false);
  });

  it("--skip and --only by operationId or tag: left-out operations are listed as not selected and the gate says so", async () => {
    const extensions = contract.operations.filter((op) => op.tags?.some((t) => t.name === "extensions")).map((op) => op.iid);
    const left = [...new Set([...extensions, ...Object.keys(WRONG_UPSTREAM_MISTAKES)])].sort();
    const skipped = reports.skipped.operations.filter((o) => o.outcome === "skipped");
    expect(skipped.map((o) => o.operationId).sort()).toEqual(left);
    for (const o of skipped) expect(o).toMatchObject({ checks: [], reason: expect.stringMatching(/^not selected \(--skip extensions,getProfile,/) });
    expect(reports.skipped.ok).toBe(true);
    expect(formatReport(reports.skipped)).toMatch(/Gate: PASS \(skipped: .*activateEvent.*\)$/);
    const judged = reports.only.operations.filter((o) => o.outcome !== "skipped").map((o) => o.operationId);
    expect(judged.sort()).toEqual(["login", "registerBankAccount", "registerOtp", "registerPassword", "registerPhone"]);
    expect(reports.only.ok).toBe(true);
    await expect(verify(ups.correct.url, { skip: ["extension"] })).rejects.toThrow(/extension is neither an operationId nor a tag/);
  });

  it("--probe-401 and --probe-422 switch the two kinds of probe separately", () => {
    const probes = (report, prefix) => report.checks.filter((c) => c.kind === "probe" && c.check.startsWith(prefix));
    for (const [report, off, on] of [
      [reports.no401, "no token", "invalid input"],
      [reports.no422, "invalid input", "no token"],
    ]) {
      expect(probes(report, off).length).toBeGreaterThan(0);
      expect(probes(report, off).every((c) => c.outcome === "notReached" && /probes off$/.test(c.reason))).toBe(true);
      expect(probes(report, on).length).toBeGreaterThan(0);
      expect(probes(report, on).every((c) => c.outcome === "passed")).toBe(true);
    }
    expect(
      parseArgs(["http://x/lobby/api", "--probe-401", "off", "--probe-422", "warn", "--skip", "extensions,sendPostback", "--meaning", "fail"]),
    ).toMatchObject({
      probe401: "off",
      probe422: "warn",
      skip: ["extensions", "sendPostback"],
      meaning: "fail",
    });
    expect(() => parseArgs(["http://x/lobby/api", "--probe-401", "loose"])).toThrow(/--probe-401 needs one of strict, warn, off/);
  });

  it("names the contract it checked (version and sha256) in every report", () => {
    expect(reports.correct.contract).toEqual({ title: "Lobby API", version: contract.id.version, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(jsonReport(reports.correct).contract).toEqual(reports.correct.contract);
    expect(junitXml(reports.correct)).toContain(`<property name="contract.sha256" value="${contract.id.sha256}"/>`);
    expect(formatReport(reports.correct)).toContain(`against Lobby API ${contract.id.version} (sha256 ${contract.id.sha256.slice(0, 12)})`);
  });
});
