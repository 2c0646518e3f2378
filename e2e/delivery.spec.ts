import { expect, openLobby, test } from "./fixtures";
import { NEXT_RELEASE_COOKIE } from "../build/preview-next-release.ts";

/** Production delivery: security and cache headers, CSP that does not break the app, the service worker. */
test.describe("delivery headers", () => {
  // Cache headers and compression are nginx's (e2e/nginx.spec.ts: every response kind × header); the preview sends the security headers.
  test("security headers on the page and each locale's index.html", async ({ page, request }) => {
    const cspErrors: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("Refused to")) cspErrors.push(m.text());
    });
    await openLobby(page);
    const home = await request.get("/lobby/");
    const h = home.headers();
    // Only the lobby itself may frame its pages (its own game frame page); no other site can.
    expect(h["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(h["content-security-policy"]).toContain("script-src 'self'");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["x-content-type-options"]).toBe("nosniff");
    // Each locale's pages get that locale's index.html (its own first paint), as from nginx.
    for (const [path, lang] of [
      ["/lobby/promotion", "th"],
      ["/lobby/en/promotion", "en"],
      ["/lobby/cn", "zh-CN"],
    ]) {
      const res = await request.get(path!);
      expect(await res.text(), path).toContain(`<html lang="${lang}">`);
    }
    // The CSP lets the whole app run: navigate through the shell and the lazy pages.
    await page.getByTestId("bottom-nav").getByRole("link", { name: "เข้าสู่ระบบ" }).click();
    await page.goto("/lobby/casino-test");
    await expect(page.getByTestId("bottom-bar")).toBeVisible();
    expect(cspErrors).toEqual([]);
  });
});

/** index.html paints the static shell first; the app's scripts start after it (src/app/boot.js). */
test.describe("first paint before the scripts", () => {
  test("the app's scripts are requested only after the static shell has painted", async ({ page }) => {
    await openLobby(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /\/lobby\/assets\/.+\.js$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  });

  test("a browser that reports no paint and runs no frame callbacks still starts the app", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "PerformanceObserver", { value: undefined });
      window.requestAnimationFrame = () => 0;
    });
    await openLobby(page);
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
  });
});

test.describe("service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("registers at /lobby/sw.js with scope /lobby/, never serves the API from cache, and works offline after one visit", async ({ page, context }) => {
    await openLobby(page);
    const reg = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL ?? "" };
    });
    expect(new URL(reg.scope).pathname).toBe("/lobby/");
    expect(new URL(reg.script).pathname).toBe("/lobby/sw.js");
    // The first visit: the worker takes over the page that installed it, and everything that page
    // loaded before (the shell from the precache, its lazy chunks and images at runtime) is cached.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const uncached = () =>
      page.evaluate(async () => {
        const loaded = performance.getEntriesByType("resource").map((e) => new URL(e.name));
        const files = loaded.filter((u) => u.origin === location.origin && /^\/lobby\/(assets|games|brands)\//.test(u.pathname));
        const missing: string[] = [];
        for (const url of files) if (!(await caches.match(url.href))) missing.push(url.pathname);
        return missing;
      });
    await expect.poll(uncached, { timeout: 15_000 }).toEqual([]);
    // A lazy page visited next is cached as it loads.
    await page.goto("/lobby/promotion");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // API answers come from the network, never from the worker's cache.
    const apiSources: (string | undefined)[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/lobby/api/")) apiSources.push(r.fromServiceWorker() ? "sw" : "network");
    });
    await page.goto("/lobby/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cached = await page.evaluate(async () => {
      const hits: string[] = [];
      for (const name of await caches.keys()) {
        const c = await caches.open(name);
        for (const req of await c.keys()) if (req.url.includes("/lobby/api/")) hits.push(req.url);
      }
      return hits;
    });
    expect(cached).toEqual([]);
    expect(apiSources).not.toContain("sw");

    // Offline: the notice appears, and the visited pages still load (the shell from the precache,
    // their chunks from the runtime cache).
    await context.setOffline(true);
    await expect(page.getByTestId("offline-notice")).toHaveText("คุณออฟไลน์อยู่ บางเมนูจะใช้งานไม่ได้จนกว่าจะเชื่อมต่ออินเทอร์เน็ต");
    await page.goto("/lobby/promotion").catch(() => undefined);
    await expect(page.getByRole("heading", { level: 1, name: "โปรโมชั่น" })).toBeVisible();
    await page.goto("/lobby/").catch(() => undefined);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("offline-notice")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);
  });

  for (const visit of ["a returning player", "a first visit"] as const) {
    test(`a new version waits for the player (${visit}): the banner offers it, and 'update now' reloads the page on it`, async ({ page, context, baseURL }) => {
      await openLobby(page);
      // The first worker claims the page that installed it.
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      // A returning player: the page loads under the installed worker. A first visit stays on the
      // page that was not under a worker when it registered one.
      if (visit === "a returning player") await openLobby(page);
      // A release: from now on the preview answers sw.js as the next version (build/preview-next-release.ts).
      await context.addCookies([{ name: NEXT_RELEASE_COOKIE, value: "1", url: baseURL! }]);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const banner = page.getByTestId("update-banner");
      await expect(banner).toContainText("มีเวอร์ชันใหม่");
      // Nothing is swapped under the player: the new worker waits until they choose it.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
      const reloaded = page.waitForEvent("load");
      await banner.getByRole("button", { name: "อัปเดตเลย" }).click();
      await reloaded;
      // The reloaded page is up (the app has taken its first paint over).
      await expect(page.locator("[data-first-paint]")).toHaveCount(0, { timeout: 15_000 });
      await expect(banner).toHaveCount(0);
      // The page now runs under the new worker: none is left waiting, and one controls the page.
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
        }),
      ).toEqual({ waiting: false, controlled: true });
    });
  }
});
