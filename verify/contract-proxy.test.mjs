// @vitest-environment node
// Proves `npm run contract:proxy` catches a backend that breaks the contract and passes one that keeps it,
// and that the server's own 401 and 422 come back (validated), not answers made up by the proxy.
import { createServer } from "node:http";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { freePort, root, waitForUrls } from "../scripts/lib.mjs";
import { startValidatingProxy } from "./proxy.mjs";

const profileExamples = parse(readFileSync(path.join(root, "openapi/examples/profile.yaml"), "utf8"));
const goodProfile = profileExamples.memberWithBank.value;

function upstream(handler) {
  return new Promise((resolve) => {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

const json = (res, status, body) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

async function startProxy(target, port) {
  const child = spawn(process.execPath, ["verify/contract-proxy.mjs", target, "--port", String(port)], { cwd: root, stdio: "ignore" });
  await waitForUrls([`http://127.0.0.1:${port}/notification`], { timeoutMs: 60_000, ok: () => true });
  return child;
}

describe("contract:proxy", () => {
  let good, bad, goodProxy, badProxy, goodPort, badPort;
  const calls = [];
  beforeAll(async () => {
    good = await upstream((req, res) => {
      calls.push(req.url);
      if (req.url.startsWith("/lobby/api/customers/profile")) return json(res, 200, goodProfile);
      if (req.url.startsWith("/lobby/api/customers/get-bonus")) return json(res, 200, { success: false, msg: "ระบบยังไม่เปิดให้บริการ" });
      if (req.url.startsWith("/lobby/api/login"))
        return json(res, 422, { message: "The given data was invalid.", errors: { password: ["The password field is required."] } });
      return json(res, 200, { data: [] });
    });
    bad = await upstream((req, res) => {
      calls.push(req.url);
      // A backend that forgot the contract: phone as a number, no games list, credit_checking as text.
      if (req.url.startsWith("/lobby/api/customers/profile")) return json(res, 200, { data: { phone: 812345678, credit_checking: "done" } });
      if (!req.headers.authorization) return json(res, 401, { message: "Unauthorized" });
      return json(res, 200, { data: [] });
    });
    [goodPort, badPort] = [await freePort(), await freePort()];
    goodProxy = await startProxy(`http://127.0.0.1:${good.address().port}/lobby/api`, goodPort);
    badProxy = await startProxy(`http://127.0.0.1:${bad.address().port}/lobby/api`, badPort);
  }, 120_000);

  afterAll(() => {
    goodProxy?.kill();
    badProxy?.kill();
    good?.close();
    bad?.close();
  });

  it("passes a backend that keeps the contract", async () => {
    const res = await fetch(`http://127.0.0.1:${goodPort}/customers/profile`, { headers: { Authorization: "Bearer t" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("sl-violations")).toBeNull();
    expect((await res.json()).data.phone).toBe(goodProfile.data.phone);
    expect(calls).toContain("/lobby/api/customers/profile");
  });

  it("reports a backend answer that breaks the contract as an error", async () => {
    const res = await fetch(`http://127.0.0.1:${badPort}/customers/profile`, { headers: { Authorization: "Bearer t" } });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.type).toContain("VIOLATIONS");
    const text = JSON.stringify(body.validation);
    expect(text).toMatch(/phone|credit_checking|games/);
  });

  it("forwards a request that breaks the contract and validates the server's own 422", async () => {
    const before = calls.length;
    const res = await fetch(`http://127.0.0.1:${goodPort}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "phone=0812345678",
    });
    expect(calls.slice(before)).toEqual(["/lobby/api/login"]);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: "The given data was invalid.", errors: { password: ["The password field is required."] } });
    expect(res.headers.get("sl-violations")).toBeNull();
  });

  it("forwards a call without a token and turns the server's own 401 with a wrong body into #VIOLATIONS", async () => {
    const before = calls.length;
    const res = await fetch(`http://127.0.0.1:${badPort}/customers/referral`);
    expect(calls.slice(before)).toEqual(["/lobby/api/customers/referral"]);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.type).toContain("VIOLATIONS");
    expect(body.detail).toContain('{"message":"Unauthorized"}');
    expect(JSON.stringify(body.validation)).toMatch(/message.*Unauthenticated/);
  });

  it("names a valid answer that says the call did not work (success false), quoting the server's msg", async () => {
    const lines = [];
    const port = await freePort();
    const proxy = await startValidatingProxy({ upstream: `http://127.0.0.1:${good.address().port}/lobby/api`, port, log: (l) => lines.push(l) });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/customers/get-bonus/7`, { method: "POST", headers: { Authorization: "Bearer t" } });
      expect(res.status).toBe(200);
      expect(lines).toEqual(['⚠ claimBonus POST /customers/get-bonus/7 → 200: success false, msg "ระบบยังไม่เปิดให้บริการ" (the call did not work)']);
    } finally {
      await proxy.close();
    }
  });
});
