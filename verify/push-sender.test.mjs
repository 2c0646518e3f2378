// @vitest-environment node
// The correct upstream's Web Push, as a push service sees it: a member stores a subscription, a
// deposit completes, and a loopback push service (https, like every real one) receives one message.
// It is decrypted here with the device's keys (http_ece, RFC 8291 aes128gcm), so the test proves the
// bytes a real push service would carry: a PushPayload the lobby's service worker reads, signed with
// the VAPID key the lobby's config.json would hold.
import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, randomBytes, verify as verifySignature } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { Agent, createServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import ece from "http_ece";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body as isPushPayload } from "../generated/validators/webhook-pushMessage.js";
import { startUpstream } from "./upstreams.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
execFileSync(
  "openssl",
  ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    path.join(dir, "key.pem"),
    "-out",
    path.join(dir, "cert.pem"),
  ]),
  { stdio: "ignore" },
);
const cert = readFileSync(path.join(dir, "cert.pem"));

/** A loopback push service: every message it is sent, with its headers and raw bytes. */
const received = [];
const service = createServer({ key: readFileSync(path.join(dir, "key.pem")), cert }, (req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    received.push({ path: req.url, headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(201).end();
  });
});

/** The device: its P-256 key pair and auth secret, as the browser's PushManager makes them. */
const device = createECDH("prime256v1");
device.generateKeys();
const auth = randomBytes(16);
let upstream;
let endpoint;
const call = (method, apiPath, body, token = "member-token") =>
  fetch(`${upstream.url}${apiPath}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  await new Promise((r) => service.listen(0, "127.0.0.1", r));
  endpoint = `https://127.0.0.1:${service.address().port}/push/device-1`;
  upstream = await startUpstream("correct", { push: { agent: new Agent({ ca: cert }) } });
});
afterAll(async () => {
  await upstream?.close();
  await new Promise((r) => service.close(r));
});

describe("the correct upstream pushes a completed deposit", () => {
  it("stores the subscription (contract body), then one encrypted, VAPID-signed PushPayload reaches the endpoint", async () => {
    const subscription = { endpoint, keys: { p256dh: device.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } };
    expect((await call("POST", "/customers/push-subscriptions", subscription)).status).toBe(200);

    expect((await call("POST", "/requests/deposit/prepare", { amount: 500, promotion_id: 0 })).status).toBe(200);
    await upstream.push.idle();
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push.path).toBe("/push/device-1");
    expect(push.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "3600", urgency: "high" });

    // The bytes: only the device's private key and auth secret open them.
    const plain = ece.decrypt(push.body, { version: "aes128gcm", privateKey: device, authSecret: auth.toString("base64url") });
    const payload = JSON.parse(plain.toString("utf8"));
    expect(payload).toEqual({ type: "deposit_credited", params: { amount: 500 }, path: "/lobby/history" });
    expect(isPushPayload(payload)).toBe(true);
    const stranger = createECDH("prime256v1");
    stranger.generateKeys();
    expect(() => ece.decrypt(push.body, { version: "aes128gcm", privateKey: stranger, authSecret: auth.toString("base64url") })).toThrow();

    // VAPID: a JWT for this push service's origin, signed by the key whose public half the lobby holds.
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization) ?? [];
    expect(key).toBe(upstream.push.publicKey);
    const [head, claims, signature] = jwt.split(".");
    expect(JSON.parse(Buffer.from(claims, "base64url").toString())).toMatchObject({
      aud: `https://127.0.0.1:${service.address().port}`,
      sub: "mailto:api@lobby.invalid",
    });
    const raw = Buffer.from(key, "base64url");
    const publicKey = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
      format: "jwk",
    });
    expect(
      verifySignature("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url")),
    ).toBe(true);
  });

  it("sends nothing to a device the member opted out, nor to another member's devices", async () => {
    // The member's second device stays subscribed: its message marks that the deposit's sends are done.
    const second = {
      endpoint: endpoint.replace("device-1", "device-2"),
      keys: { p256dh: device.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    };
    await call("POST", "/customers/push-subscriptions", second);
    expect((await call("DELETE", "/customers/push-subscriptions", { endpoint })).status).toBe(200);
    const before = received.length;
    await call("POST", "/requests/deposit/prepare", { amount: 500, promotion_id: 0 }, "another-member");
    await call("POST", "/requests/deposit/prepare", { amount: 500, promotion_id: 0 });
    await upstream.push.idle();
    expect(received.slice(before).map((r) => r.path)).toEqual(["/push/device-2"]);
    expect(upstream.push.sent.filter((s) => s.endpoint === endpoint)).toHaveLength(1);
  });

  it("never contacts a real push service (the contract's example endpoints): the send is recorded as skipped", async () => {
    const fcm = "https://fcm.googleapis.com/fcm/send/example";
    const keys = { p256dh: device.getPublicKey().toString("base64url"), auth: auth.toString("base64url") };
    await call("POST", "/customers/push-subscriptions", { endpoint: fcm, keys }, "third-member");
    await call("POST", "/requests/deposit/prepare", { amount: 500, promotion_id: 0 }, "third-member");
    await upstream.push.idle();
    expect(upstream.push.sent.filter((s) => s.endpoint === fcm)).toEqual([expect.objectContaining({ skipped: "not a loopback push service" })]);
  });
});
