// The correct upstream's Web Push (openapi/lobby.yaml: createPushSubscription, deletePushSubscription,
// webhooks.pushMessage): it keeps each member's subscriptions and, when a deposit completes, sends one
// PushPayload to each, encrypted (RFC 8291, aes128gcm) and signed (VAPID) by the `web-push` library, as a
// backend would. The upstream has no bank: a deposit it accepts completes at once.
//
// Sends go only to loopback push services unless `anyHost` is set: the contract's example subscriptions
// point at real push services, which a conformance run must never contact.
import webPush from "web-push";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const DEPOSITS = new Set(["prepareBankDeposit", "createGatewayDeposit"]);

/**
 * @param {{ vapid?: { publicKey: string, privateKey: string }, subject?: string, anyHost?: boolean, agent?: import("node:https").Agent }} [options]
 */
export function createPushSender({ vapid = webPush.generateVAPIDKeys(), subject = "mailto:api@lobby.invalid", anyHost = false, agent } = {}) {
  /** bearer token → endpoint → subscription */
  const byMember = new Map();
  /** Every send: the endpoint, the payload, and the push service's status or the error. */
  const sent = [];

  async function send(subscription, payload) {
    if (!anyHost && !LOOPBACK.has(new URL(subscription.endpoint).hostname)) {
      sent.push({ endpoint: subscription.endpoint, payload, skipped: "not a loopback push service" });
      return;
    }
    try {
      const result = await webPush.sendNotification(subscription, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: 3600,
        urgency: "high",
        timeout: 5000,
        ...(agent ? { agent } : {}),
      });
      sent.push({ endpoint: subscription.endpoint, payload, status: result.statusCode });
    } catch (error) {
      sent.push({ endpoint: subscription.endpoint, payload, error: error.statusCode ?? error.message });
    }
  }

  /** Work started by answers already sent (tests wait for it with `idle()`). */
  const pending = new Set();
  async function observe(op, token, body, answer) {
    if (answer.status !== 200 || !token) return;
    const mine = byMember.get(token) ?? new Map();
    byMember.set(token, mine);
    if (op.iid === "createPushSubscription") mine.set(body.endpoint, { endpoint: body.endpoint, keys: body.keys });
    else if (op.iid === "deletePushSubscription") mine.delete(body.endpoint);
    else if (DEPOSITS.has(op.iid)) {
      const request = JSON.parse(answer.body).data;
      const payload = { type: "deposit_credited", params: { amount: request.amount, ...(request.ref ? { ref: request.ref } : {}) }, path: "/lobby/history" };
      await Promise.all([...mine.values()].map((s) => send(s, payload)));
    }
  }

  return {
    /** For the lobby's config.json (`push.vapidPublicKey`). */
    publicKey: vapid.publicKey,
    sent,
    /**
     * Once the upstream's answer to `req` is sent (a 200 only): keep or forget the member's
     * subscription, or push a completed deposit. Called before the answer leaves, so `idle()` covers it.
     */
    after(res, op, req, body, answer) {
      const token = /^Bearer (\S+)/.exec(req.headers.authorization ?? "")?.[1];
      const work = new Promise((resolve) => res.once("finish", resolve)).then(() => observe(op, token, body, answer));
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    /** Resolves when every push started so far has been sent (or failed, or was skipped). */
    idle: () => Promise.all([...pending]).then(() => undefined),
  };
}
