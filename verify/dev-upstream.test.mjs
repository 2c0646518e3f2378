// @vitest-environment node
// Proves `npm run dev -- --upstream <url>`: the lobby's dev server talks to the given server through
// the validating proxy; a violation is printed with operation, path and what broke, streamed to the
// page's development-only overlay, and the real answer still reaches the browser.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, root, waitForUrls } from "../scripts/lib.mjs";
import { startUpstream } from "./upstreams.mjs";

describe("npm run dev -- --upstream", () => {
  let wrong, dev, DEV_PORT;
  let out = "";
  beforeAll(async () => {
    wrong = await startUpstream("wrong");
    const PROXY_PORT = await freePort();
    DEV_PORT = await freePort();
    dev = spawn(process.execPath, ["scripts/dev.mjs", "--upstream", wrong.url], {
      cwd: root,
      env: { ...process.env, PRISM_PORT: String(PROXY_PORT), DEV_PORT: String(DEV_PORT) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.stdout.on("data", (c) => (out += c));
    dev.stderr.on("data", (c) => (out += c));
    await waitForUrls([`http://127.0.0.1:${DEV_PORT}/lobby/`], { timeoutMs: 60_000 });
  }, 90_000);
  afterAll(async () => {
    dev?.kill("SIGTERM");
    await wrong?.close();
  });

  it("prints the violation and forwards the server's real answer through Vite", async () => {
    const res = await fetch(`http://127.0.0.1:${DEV_PORT}/lobby/api/customers/profile`, { headers: { Authorization: "Bearer t" } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.games[0].credit).toBe("1520.50"); // the wrong server's own answer
    expect(res.headers.get("sl-violations")).toContain("credit");
    await expect
      .poll(() => out, { timeout: 5_000 })
      .toContain(
        '[contract] ✖ getProfile GET /customers/profile → 200: /body/data/games/0/credit: Response body property data.games.0.credit must be number (got "1520.50")',
      );
  });

  it("forwards a conforming answer untouched and prints nothing for it", async () => {
    const before = out;
    const res = await fetch(`http://127.0.0.1:${DEV_PORT}/lobby/api/customers/referral`, { headers: { Authorization: "Bearer t" } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.customer.referral_key).toBe("RK7Q2M9X");
    expect(res.headers.get("sl-violations")).toBeNull();
    expect(out.slice(before.length)).not.toContain("✖");
  });

  it("puts the overlay in the page and streams each violation to it: operation, path, rule, value", async () => {
    const html = await (await fetch(`http://127.0.0.1:${DEV_PORT}/lobby/`)).text();
    expect(html).toContain('<script type="module" src="/lobby/__contract/overlay.js"></script>');
    const script = await fetch(`http://127.0.0.1:${DEV_PORT}/lobby/__contract/overlay.js`);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(await script.text()).toContain("export function mountContractOverlay");
    await fetch(`http://127.0.0.1:${DEV_PORT}/lobby/api/customers/profile`, { headers: { Authorization: "Bearer t" } });
    const controller = new AbortController();
    const events = await fetch(`http://127.0.0.1:${DEV_PORT}/lobby/__contract/events`, { signal: controller.signal });
    expect(events.headers.get("content-type")).toBe("text/event-stream");
    const reader = events.body.getReader();
    let stream = "";
    while (!stream.includes('"operationId":"getProfile"')) stream += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const event = JSON.parse(/data: (.*"operationId":"getProfile".*)\n/.exec(stream)[1]);
    expect(event).toMatchObject({ method: "GET", path: "/customers/profile", status: 200 });
    expect(event.violations).toContainEqual({
      path: "/body/data/games/0/credit",
      message: "Response body property data.games.0.credit must be number",
      got: "1520.50",
    });
  });
});
