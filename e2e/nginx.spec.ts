import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { API_HEADERS, HSTS, policyFromConfig, securityHeaders } from "../scripts/security-headers.mjs";
import { dialog, expect, EXPIRES_KEY, openLobby, test, TOKEN_KEY } from "./fixtures";

/**
 * The lobby as production serves it: Debian's nginx with deploy/nginx.conf in front of the build and
 * Prism (playwright.config.ts, project "nginx"; scripts/serve-nginx.mjs). Every header is read
 * from nginx itself. The tests of this file run one after another: one of them edits the served
 * config.json.
 */
test.describe.configure({ mode: "default" });

const HTTP = `http://127.0.0.1:${process.env.NGINX_PORT ?? 8080}`;
const HTTPS = `https://127.0.0.1:${process.env.NGINX_TLS_PORT ?? 8443}`;
const CONFIG_FILE = path.join(process.env.NGINX_DIR ?? "", "config.json");
const BROTLI = existsSync("/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so");

/** The policy of scripts/security-headers.mjs for this config.json and the script hashes of the served index.html. */
function expectedHeaders(config: Parameters<typeof policyFromConfig>[0], indexHtml: string) {
  const scriptHashes = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
  expect(scriptHashes).toHaveLength(1); // the boot script
  return securityHeaders({ ...policyFromConfig(config), scriptHashes });
}

/** The served page's policy; while nginx replaces its workers after a reload, a reset connection reads as none (a poll asks again). */
const servedPolicy = (request: APIRequestContext) =>
  request.get(`${HTTP}/lobby/`).then(
    (r) => r.headers()["content-security-policy"],
    () => undefined,
  );

const IMMUTABLE = "public, max-age=31536000, immutable";

test.describe("nginx delivery", () => {
  test("every response kind carries every security header and its cache policy, over http and https", async ({ request }) => {
    const indexHtml = await (await request.get(`${HTTP}/lobby/`)).text();
    const config = (await (await request.get(`${HTTP}/lobby/config.json`)).json()) as Parameters<typeof policyFromConfig>[0];
    const policy = expectedHeaders(config, indexHtml);
    const entry = /<meta name="lobby-app" content="([^"]+)"/.exec(indexHtml)?.[1];
    const sheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(indexHtml)?.[1];
    expect(entry).toMatch(/^\/lobby\/assets\/.+\.js$/);
    expect(sheet).toMatch(/^\/lobby\/assets\/.+\.css$/);

    const kinds: [kind: string, path: string, status: number, cache: string | null][] = [
      ["HTML deep link (th)", "/lobby/promotion", 200, "no-cache"],
      ["HTML deep link (en)", "/lobby/en/promotion", 200, "no-cache"],
      ["HTML deep link (cn)", "/lobby/cn/promotion", 200, "no-cache"],
      ["hashed script", entry!, 200, IMMUTABLE],
      ["hashed stylesheet", sheet!, 200, IMMUTABLE],
      ["sw.js", "/lobby/sw.js", 200, "no-cache"],
      ["config.json", "/lobby/config.json", 200, "no-cache"],
      ["manifest", "/lobby/manifest.webmanifest", 200, "no-cache"],
      ["API answer", "/lobby/api/notification", 200, "no-store"],
      ["404 (missing asset)", "/lobby/assets/missing-0000.js", 404, "no-cache"],
      ["404 (outside /lobby/)", "/elsewhere", 404, "no-cache"],
    ];
    const tls = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
    const rows: string[] = [];
    try {
      for (const [scheme, client] of [
        ["http", request],
        ["https", tls],
      ] as [string, APIRequestContext][]) {
        for (const [kind, path, status, cache] of kinds) {
          const res = await client.get(`${scheme === "http" ? HTTP : HTTPS}${path}`);
          const h = res.headers();
          expect(res.status(), `${scheme} ${kind}`).toBe(status);
          // An API answer is never a page of the lobby: its own CSP (sandbox, frame-ancestors 'none') and X-Frame-Options.
          const expected = path.startsWith("/lobby/api/") ? { ...policy, ...API_HEADERS } : policy;
          for (const [name, value] of Object.entries(expected)) expect(h[name.toLowerCase()], `${scheme} ${kind}: ${name}`).toBe(value);
          expect(h["cache-control"], `${scheme} ${kind}: Cache-Control`).toBe(cache ?? undefined);
          // HSTS only where the browser came over TLS.
          expect(h["strict-transport-security"], `${scheme} ${kind}: HSTS`).toBe(scheme === "https" ? HSTS : undefined);
          rows.push(
            `${scheme.padEnd(5)} ${kind.padEnd(24)} ${res.status()}  CSP ✓ nosniff ✓ Referrer ✓ Permissions ✓ HSTS ${h["strict-transport-security"] ? "✓" : "-"}  Cache-Control: ${h["cache-control"]}`,
          );
        }
      }
    } finally {
      await tls.dispose();
    }
    // Each locale's deep links are that locale's index.html, with its own prerendered first paint.
    const page = async (path: string) => (await request.get(`${HTTP}${path}`)).text();
    expect(await page("/lobby/promotion")).toBe(indexHtml);
    expect(indexHtml).toContain('<html lang="th">');
    for (const [locale, lang] of [
      ["en", "en"],
      ["cn", "zh-CN"],
    ]) {
      const localeHtml = await page(`/lobby/${locale}/`);
      expect(localeHtml, locale).toContain(`<html lang="${lang}">`);
      for (const path of [`/lobby/${locale}`, `/lobby/${locale}/promotion`, `/lobby/${locale}/u/ABC`]) expect(await page(path), path).toBe(localeHtml);
    }
    // The CSP lets the trial page and the contract's relative launch URL into the frame.
    expect(policy["Content-Security-Policy"]).toContain("frame-src 'self'");
    console.log(`header matrix (read from nginx):\n${rows.join("\n")}`);
  });

  test("assets and API answers are compressed (brotli where the module is loaded, gzip otherwise)", async ({ request }) => {
    const indexHtml = await (await request.get(`${HTTP}/lobby/`)).text();
    const entry = /<meta name="lobby-app" content="([^"]+)"/.exec(indexHtml)?.[1] ?? "";
    for (const path of [entry, "/lobby/api/catalogue"]) {
      const br = await request.get(`${HTTP}${path}`, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(br.headers()["content-encoding"], path).toBe(BROTLI ? "br" : "gzip");
      const gzip = await request.get(`${HTTP}${path}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"], path).toBe("gzip");
      expect(gzip.headers()["vary"], path).toContain("Accept-Encoding");
    }
  });
});

/** CSP violations the browser reports in the page and its frames (the listener runs in every frame). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.documentURI}`));
  });
  return async () => {
    const reported = await Promise.all(
      page.frames().map((f) => f.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [])),
    );
    return [...reported.flat(), ...console];
  };
}

async function logIn(page: Page): Promise<void> {
  await openLobby(page, "/lobby/login");
  const login = dialog(page, "เข้าสู่ระบบ");
  await login.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
  await login.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
  await login.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
}

test.describe("player journey through nginx", () => {
  test("guest home → login → deposit process → a real game → trial play, with no CSP violation", async ({ page, context, scenarios }) => {
    test.slow(); // five pages and a deposit in one test
    const violations = await recordCspViolations(page);

    await openLobby(page, "/lobby/");
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await logIn(page);
    // The session cookie belongs to the lobby alone: path /lobby/, SameSite=Strict (not Secure over http).
    const token = (await context.cookies()).find((c) => c.name === TOKEN_KEY);
    expect(token).toMatchObject({ path: "/lobby/", sameSite: "Strict", secure: false });

    // Deposit: amount, promotion, then the bank transfer process.
    await openLobby(page, "/lobby/deposit");
    await dialog(page, "แจ้งเตือนก่อนฝากเงิน").getByRole("button", { name: "รับทราบ ฝากเงิน" }).click();
    const form = dialog(page, "ฝากเงิน");
    await form.getByLabel("จำนวนเงิน").fill("500");
    await form.getByRole("button", { name: "รับโปรโมชั่น คลิกที่นี่" }).click();
    await dialog(page, "เลือกโปรโมชั่น").getByRole("button", { name: "เลือก ฝาก 100 รับ 50" }).click();
    await scenarios.set("/customers/profile", "pendingDepositBank");
    const created = page.waitForResponse((r) => r.url().includes("/lobby/api/requests/deposit/prepare"));
    await form.getByRole("button", { name: "ฝากเงิน", exact: true }).click();
    expect((await created).status()).toBe(200);
    const process = dialog(page, "รายการฝากเงิน");
    await expect(process.getByTestId("to-account")).toHaveText("4071234567");
    await expect(process.getByTestId("countdown")).toBeVisible();
    await scenarios.clear("/customers/profile");
    await process.getByRole("button", { name: "ยกเลิกรายการ" }).click();
    await expect(page.getByText("ยกเลิกรายการฝากเงินเรียบร้อย")).toBeVisible();

    // A real game: the launch URL is the contract's relative game page, framed sandboxed.
    await openLobby(page, "/lobby/lobby");
    await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click();
    const game = dialog(page, "ผลไม้หยก");
    const frame = game.locator("iframe");
    await expect(frame).toHaveAttribute("src", "/lobby/game-frame.html?provider=pgsoft&game=mahjong-ways");
    await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin");
    await expect(page.frameLocator("iframe[title='ผลไม้หยก']").getByRole("heading", { name: "เกมจะเปิดที่นี่" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(game).toBeHidden();

    // Trial play.
    await openLobby(page, "/lobby/casino-test");
    await page.getByRole("button", { name: "เล่น บาคาร่า D17" }).click({ timeout: 20_000 });
    const trial = dialog(page, "บาคาร่า D17");
    await expect(trial.getByText("โหมดทดลองเล่น ไม่ใช้เครดิตจริง")).toBeVisible();
    await expect(page.frameLocator("iframe[title='บาคาร่า D17']").getByRole("heading", { name: "เกมจะเปิดที่นี่" })).toBeVisible();

    const found = await violations();
    console.log(`CSP violations across the nginx journey: ${found.length}`);
    expect(found).toEqual([]);

    // Another app on the same host never sees the token.
    await page.goto("/elsewhere");
    expect(await page.evaluate(() => document.cookie)).not.toContain(TOKEN_KEY);
  });

  test("over https the session cookie is also Secure and the page is sent with HSTS", async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: HTTPS, serviceWorkers: "block" });
    const page = await context.newPage();
    try {
      await page.route("**/lobby/api/notification", (route) => route.continue({ headers: { ...route.request().headers(), prefer: "example=none" } }));
      const home = page.waitForResponse((r) => r.url() === `${HTTPS}/lobby/login`);
      await logIn(page);
      expect((await home).headers()["strict-transport-security"]).toBe(HSTS);
      const token = (await context.cookies()).find((c) => c.name === TOKEN_KEY);
      expect(token).toMatchObject({ path: "/lobby/", sameSite: "Strict", secure: true });
    } finally {
      await context.close();
    }
  });
});

test.describe("runtime config on nginx", () => {
  const original = () => readFileSync(CONFIG_FILE, "utf8");

  test("a changed config.json takes effect on the next load, without a rebuild; the CSP follows its game origins", async ({ page, request }) => {
    const before = original();
    const config = JSON.parse(before) as Record<string, unknown> & { features: Record<string, unknown> };
    try {
      await openLobby(page, "/lobby/");
      // Pixel 7 is an Android phone: the app download banner links the configured file.
      await expect(page.getByTestId("android-banner").getByRole("link")).toHaveAttribute("href", "/lobby/app.apk");
      writeFileSync(
        CONFIG_FILE,
        JSON.stringify({
          ...config,
          features: { ...config.features, androidAppUrl: "/lobby/lobby-2.apk" },
          gameFrameOrigins: ["'self'", "https://games.example"],
        }),
      );
      await page.reload();
      await expect(page.getByTestId("android-banner").getByRole("link")).toHaveAttribute("href", "/lobby/lobby-2.apk");
      // serve:nginx writes site.conf again and reloads nginx: the new game origin is allowed to frame.
      await expect.poll(() => servedPolicy(request), { timeout: 10_000 }).toContain("frame-src 'self' https://games.example;");
    } finally {
      writeFileSync(CONFIG_FILE, before);
    }
    await expect.poll(() => servedPolicy(request), { timeout: 10_000 }).toContain("frame-src 'self';");
  });

  test("javascript: in a URL field of config.json stops the app with a config error naming the field", async ({ page }) => {
    const before = original();
    const config = JSON.parse(before) as Record<string, unknown> & { site: Record<string, unknown> };
    try {
      writeFileSync(CONFIG_FILE, JSON.stringify({ ...config, site: { ...config.site, line: "javascript:alert(document.cookie)" } }));
      await page.goto("/lobby/");
      const error = page.getByTestId("config-error");
      await expect(error).toBeVisible({ timeout: 15_000 });
      await expect(error).toContainText("site.line: expected an absolute http(s) or line: URL");
      await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    } finally {
      writeFileSync(CONFIG_FILE, before);
    }
  });
});

test.describe("the game frame never reaches the session", () => {
  /**
   * A page the backend serves under /lobby/api/ (nginx's headers on it) with a script from there too
   * (an inline one would meet the lobby's script-src): it tries to read the lobby's token.
   */
  const THIEF_PAGE = `<!doctype html><script src="/lobby/api/steal.js"></script>`;
  const THIEF_SCRIPT = `
    const read = (f) => { try { return f(); } catch (e) { return "blocked:" + e.name; } };
    parent.postMessage({ from: "api-page", parentToken: read(() => parent.localStorage.getItem(${JSON.stringify(TOKEN_KEY)})),
      ownToken: read(() => localStorage.getItem(${JSON.stringify(TOKEN_KEY)})) }, "*");`;
  const variants = {
    "an allowed game origin that redirects to the lobby's /lobby/api/": { status: 302, headers: { location: `${HTTP}/lobby/api/steal` }, body: "" },
    "a game page that sends itself to the lobby's /lobby/api/": {
      status: 200,
      headers: { "content-type": "text/html" },
      body: `<!doctype html><script>
        let got; try { got = parent.localStorage.getItem(${JSON.stringify(TOKEN_KEY)}); } catch (e) { got = "blocked:" + e.name; }
        parent.postMessage({ from: "game-page", parentToken: got }, "*");
        location.href = ${JSON.stringify(`${HTTP}/lobby/api/steal`)};
      </script>`,
    },
  };

  for (const [name, answer] of Object.entries(variants)) {
    test(`${name}: the frame ends on an error page and no token is read`, async ({ page, request }) => {
      const before = readFileSync(CONFIG_FILE, "utf8");
      // The game origin is a real server: a redirect fulfilled by the test would not be routed again.
      const game = createServer((_, res) => res.writeHead(answer.status, answer.headers).end(answer.body));
      await new Promise<void>((resolve) => game.listen(0, "127.0.0.1", resolve));
      const GAME = `http://127.0.0.1:${(game.address() as AddressInfo).port}`;
      try {
        writeFileSync(CONFIG_FILE, JSON.stringify({ ...JSON.parse(before), gameFrameOrigins: [GAME] }));
        await expect.poll(() => servedPolicy(request), { timeout: 10_000 }).toContain(GAME);
        // A member (as seedMember, but only in the lobby's own window: the frame's scripts are the test's).
        await page.addInitScript(
          ({ tokenKey, expiresKey }) => {
            if (window !== window.top) return;
            localStorage.setItem(tokenKey, "e2e-member-token");
            localStorage.setItem(expiresKey, String(Date.now() + 3_600_000));
          },
          { tokenKey: TOKEN_KEY, expiresKey: EXPIRES_KEY },
        );
        await page.addInitScript(() => {
          if (window !== window.top) return;
          const seen: unknown[] = [];
          (window as unknown as { __frameMessages: unknown[] }).__frameMessages = seen;
          window.addEventListener("message", (e) => seen.push(e.data));
        });
        const messages = () => page.evaluate(() => (window as unknown as { __frameMessages: { from: string }[] }).__frameMessages);
        await page.route("**/lobby/api/launch-game/**", (route) => route.fulfill({ json: { success: true, url: `${GAME}/play` } }));
        // The backend answers with a page; nginx's headers stay as nginx sent them.
        for (const [path, body, type] of [
          ["steal", THIEF_PAGE, "text/html"],
          ["steal.js", THIEF_SCRIPT, "text/javascript"],
        ] as const) {
          await page.route(`**/lobby/api/${path}`, async (route) => {
            // nginx's headers on the answer (read from nginx), the backend's page as its body.
            // nginx may still be replacing its workers after the config reload: a reset connection is tried again.
            const fetched = async (attempt = 0): Promise<Awaited<ReturnType<typeof route.fetch>>> =>
              route.fetch().catch((e: unknown) => (attempt < 3 ? fetched(attempt + 1) : Promise.reject(e)));
            const h = (await fetched()).headers();
            const kept = ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "cache-control"];
            const headers = Object.fromEntries(kept.filter((k) => h[k] !== undefined).map((k) => [k, h[k] ?? ""]));
            await route.fulfill({ status: 200, body, headers: { ...headers, "content-type": type } });
          });
        }
        await openLobby(page, "/lobby/lobby");
        const stolen = page.waitForResponse((r) => r.url() === `${HTTP}/lobby/api/steal`);
        await page.getByRole("button", { name: "เล่น ผลไม้หยก", exact: true }).click();
        const frame = dialog(page, "ผลไม้หยก").locator("iframe");
        await expect(frame).toHaveAttribute("src", `${GAME}/play`);
        await expect(frame).not.toHaveAttribute("sandbox", /allow-same-origin/);
        const headers = (await stolen).headers();
        expect(headers["x-frame-options"]).toBe("DENY");
        expect(headers["content-security-policy"]).toBe(API_HEADERS["Content-Security-Policy"]);
        if (answer.status === 200) {
          // The game page itself ran, on its own origin: the lobby's storage was out of its reach.
          await expect.poll(messages).toContainEqual({ from: "game-page", parentToken: "blocked:SecurityError" });
        }
        // The frame has left the game and finished loading whatever it was given; a message its
        // script posted is delivered before the next task of the lobby's window.
        const inFrame = async () => (await (await frame.elementHandle())?.contentFrame()) ?? null;
        await expect.poll(async () => (await inFrame())?.url()).not.toBe(`${GAME}/play`);
        await (await inFrame())?.waitForLoadState("load");
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
        const got = await messages();
        expect(
          got.filter((m) => m.from === "api-page"),
          "no script of the API answer ran",
        ).toEqual([]);
        expect(JSON.stringify(got)).not.toContain("e2e-member-token");
        // The browser refused to render the answer in the frame: its own error page is there instead.
        expect((await inFrame())?.url()).toBe("chrome-error://chromewebdata/");
      } finally {
        writeFileSync(CONFIG_FILE, before);
        game.close();
      }
      await expect.poll(() => servedPolicy(request), { timeout: 10_000 }).toContain("frame-src 'self';");
    });
  }
});
