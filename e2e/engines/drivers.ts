import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import puppeteer, { type Browser as PBrowser, type ElementHandle, type Page as PPage } from "puppeteer-core";
import { Builder, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import { chromiumLaunch } from "../../scripts/chromium.mjs";

/**
 * The three engines a player's phone runs, each driven by the client that can drive Debian's build of
 * it (no browser download anywhere):
 * - Chromium (Chrome for Android, Samsung Internet): puppeteer-core over CDP;
 * - Firefox ESR: puppeteer-core over WebDriver BiDi (Playwright drives only its own patched Firefox,
 *   which cannot be fetched here, and geckodriver is not packaged);
 * - WebKitGTK (Safari's engine): selenium-webdriver against Debian's WebKitWebDriver, which starts the
 *   MiniBrowser under Xvfb (it has no headless mode). WebDriver classic has no network or error events:
 *   the recorder (./recorder.ts) sees those for every engine alike.
 * One small interface over both clients; journeys are written once against ./player.ts.
 */
export type EngineName = "chromium" | "firefox" | "webkit";

/** An element found by the in-page finder (./player.ts). */
export type Handle = ElementHandle<Element> | WebElement;

export interface EnginePage {
  goto(url: string): Promise<void>;
  /** Runs `fn` (a function's source, or a function) in the page with JSON arguments; elements come back as handles. */
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  /** The element the in-page function returns, or null. */
  element(fn: string, ...args: unknown[]): Promise<Handle | null>;
  /** Runs `fn(element, ...args)` in the page. */
  onElement<T>(h: Handle, fn: string, ...args: unknown[]): Promise<T>;
  click(h: Handle): Promise<void>;
  /** Replaces the field's value by typing `text` as a player would. */
  type(h: Handle, text: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** The narrowest window the engine can draw (WebKitGTK's MiniBrowser has a minimum width). */
  minWidth: number;
  newPage(viewport: { width: number; height: number }): Promise<EnginePage>;
  close(): Promise<void>;
}

const TZ = "Asia/Bangkok";
/** `(source)(...args)`: the same call text for both clients. */
const call = (fn: string, argList: string) => `return (${fn})(${argList});`;

function puppeteerPage(page: PPage, close: () => Promise<void>): EnginePage {
  const run = (fn: string, args: unknown[]) => page.evaluateHandle(new Function("...a", call(fn, "...a")) as (...a: unknown[]) => unknown, ...args);
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    async evaluate<T>(fn: string, ...args: unknown[]) {
      return (await (await run(fn, args)).jsonValue()) as T;
    },
    async element(fn, ...args) {
      const h = await run(fn, args);
      const el = h.asElement() as ElementHandle<Element> | null;
      if (!el) await h.dispose();
      return el;
    },
    async onElement<T>(h: Handle, fn: string, ...args: unknown[]) {
      const el = h as ElementHandle<Element>;
      return (await el.evaluate(new Function("el", "...a", call(fn, "el, ...a")) as (el: Element, ...a: unknown[]) => unknown, ...args)) as T;
    },
    async click(h) {
      await (h as ElementHandle<Element>).click();
    },
    async type(h, text) {
      const el = h as ElementHandle<Element>;
      await el.click();
      await el.evaluate((e) => (e as HTMLInputElement).select?.());
      await page.keyboard.press("Backspace");
      await el.type(text);
    },
    async screenshot() {
      return Buffer.from(await page.screenshot());
    },
    close,
  };
}

async function launchPuppeteer(name: "chromium" | "firefox"): Promise<Engine> {
  const env = { ...process.env, TZ };
  const browser: PBrowser =
    name === "chromium"
      ? await puppeteer.launch({ ...chromiumLaunch, headless: true, env, args: [...chromiumLaunch.args, "--lang=th-TH"] })
      : await puppeteer.launch({
          browser: "firefox",
          executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
          headless: true,
          env,
          extraPrefsFirefox: { "intl.accept_languages": "th-TH, th", "app.update.enabled": false, "browser.shell.checkDefaultBrowser": false },
        });
  return {
    name,
    minWidth: 0,
    async newPage({ width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return puppeteerPage(page, () => context.close());
    },
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function waitForPort(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function webdriverPage(driver: WebDriver): EnginePage {
  const js = (fn: string, n: number) => call(fn, Array.from({ length: n }, (_, i) => `arguments[${i}]`).join(", "));
  return {
    async goto(url) {
      await driver.get(url);
    },
    evaluate: <T>(fn: string, ...args: unknown[]) => driver.executeScript(js(fn, args.length), ...args) as Promise<T>,
    element: async (fn, ...args) => ((await driver.executeScript(js(fn, args.length), ...args)) as WebElement | null) ?? null,
    onElement: <T>(h: Handle, fn: string, ...args: unknown[]) => driver.executeScript(js(fn, args.length + 1), h, ...args) as Promise<T>,
    async click(h) {
      await (h as WebElement).click();
    },
    async type(h, text) {
      const el = h as WebElement;
      await el.click();
      if (await el.getAttribute("value")) await el.sendKeys(Key.chord(Key.CONTROL, "a"), Key.BACK_SPACE);
      await el.sendKeys(text);
    },
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), "base64");
    },
    close: () => driver.quit(),
  };
}

/** WebKitGTK: Xvfb and WebKitWebDriver once per worker, a fresh MiniBrowser session per page. */
async function launchWebKit(): Promise<Engine> {
  // Xvfb picks a free display itself and writes its number to fd 3 (no lock left by an earlier run is in the way).
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], { stdio: ["ignore", "ignore", "ignore", "pipe"] });
  const display = await new Promise<string>((resolve, reject) => {
    let out = "";
    xvfb.stdio[3]?.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("\n")) resolve(`:${out.trim()}`);
    });
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
    setTimeout(() => reject(new Error("Xvfb did not start within 10 s")), 10_000).unref();
  });
  const env = { ...process.env, DISPLAY: display, TZ, LANG: "th_TH.UTF-8", GDK_BACKEND: "x11" };
  const startDriver = async () => {
    const port = await freePort();
    const child = spawn(process.env.WEBKIT_DRIVER ?? "WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], { env, stdio: "ignore" });
    const server = `http://127.0.0.1:${port}`;
    await waitForPort(`${server}/status`, child);
    return { child, server };
  };
  let driverProcess = await startDriver();
  const session = async ({ width, height }: { width: number; height: number }) => {
    const driver = await new Builder()
      .usingServer(driverProcess.server)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: process.env.WEBKIT_BROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
          args: ["--automation"],
        },
      })
      .build();
    await driver.manage().window().setRect({ x: 0, y: 0, width, height });
    return driver;
  };
  return {
    name: "webkit",
    minWidth: 447,
    async newPage(viewport) {
      // About one MiniBrowser start in fifteen never answers on a loaded machine: that driver (and its
      // browser) is ended and the session asked of a new one, once. A journey's own steps are never retried.
      for (let attempt = 1; ; attempt++) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("WebKit session did not start within 30 s")), 30_000)));
        try {
          return webdriverPage(await Promise.race([session(viewport), timeout]));
        } catch (e) {
          if (attempt === 2) throw e;
          driverProcess.child.kill("SIGKILL");
          driverProcess = await startDriver();
        } finally {
          clearTimeout(timer);
        }
      }
    },
    async close() {
      driverProcess.child.kill();
      xvfb.kill();
    },
  };
}

export const launchEngine = (name: EngineName): Promise<Engine> => (name === "webkit" ? launchWebKit() : launchPuppeteer(name));
