// Lighthouse CI puppeteer script for the member page: Lighthouse cannot log in, so this stores a
// member token on the app's origin before the audit (run with disableStorageReset). No test hook
// ships in the app. One browser serves all of a collect's runs, so each run first empties its HTTP
// cache and the origin's storage (service worker, caches, local storage): every load is a cold one.
module.exports = async (browser, { url }) => {
  // The app's own storage keys (one source, also read by the app and e2e/fixtures.ts).
  const { token, tokenExpires } = (await import("../src/shared/config/storage-keys.json", { with: { type: "json" } })).default;
  const page = await browser.newPage();
  await page.goto(new URL("/lobby/config.json", url).href);
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", { origin: new URL(url).origin, storageTypes: "all" });
  await page.evaluate(
    ({ keys, expires }) => {
      localStorage.setItem(keys.token, "bench-member-token");
      localStorage.setItem(keys.tokenExpires, String(expires));
    },
    { keys: { token, tokenExpires }, expires: Date.now() + 3_600_000 },
  );
  await page.close();
};
