// @vitest-environment jsdom
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { POPUP_ROUTES } from "@/shared/popup";
import STORAGE_KEYS from "@/shared/config/storage-keys.json";
import { bootScript } from "../../scripts/boot-script.mjs";

/** Runs the inlined boot script on a page at `path`, as the browser does before the first paint. */
function boot(path: string): HTMLElement {
  history.replaceState(null, "", path);
  // A page boots once: the previous boot's tap listeners go, as a new page's document would not have them.
  (window as { __lobbyFirstPaint?: (name: string) => unknown }).__lobbyFirstPaint?.("");
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) if (name.startsWith("data-")) root.removeAttribute(name);
  new Function(bootScript().code)();
  return root;
}

afterEach(() => history.replaceState(null, "", "/lobby/"));

describe("the boot script, filled from the app's lists", () => {
  it("shows the home shell on the home page and on every popup route of shared/popup, in every locale", () => {
    expect(POPUP_ROUTES.size).toBeGreaterThan(0);
    for (const prefix of ["/lobby", "/lobby/en", "/lobby/cn"]) {
      for (const path of ["", "/", ...[...POPUP_ROUTES.keys()].map((p) => `/${p}`)]) {
        expect(boot(prefix + path).getAttribute("data-shell-route"), prefix + path).toBe("home");
      }
      expect(boot(`${prefix}/lobby`).getAttribute("data-shell-route")).toBe("lobby");
    }
  });
  it("shows neither on a page that is no popup route (a popup without a route, a page, a deeper path)", () => {
    for (const path of ["/lobby/promotion", "/lobby/changepassword", "/lobby/withdrawprocess", `/lobby/${[...POPUP_ROUTES.keys()][0]}/x`]) {
      expect(boot(path).hasAttribute("data-shell-route"), path).toBe(false);
    }
  });
  it("reads the session's token under the app's storage keys: a member's shell only while it has not expired", () => {
    localStorage.setItem(STORAGE_KEYS.token, "t");
    localStorage.setItem(STORAGE_KEYS.tokenExpires, String(Date.now() + 60_000));
    expect(boot("/lobby/").hasAttribute("data-shell-member")).toBe(true);
    localStorage.setItem(STORAGE_KEYS.tokenExpires, String(Date.now() - 1));
    expect(boot("/lobby/").hasAttribute("data-shell-member")).toBe(false);
  });
  it("an Android phone sees the app banner's shell until the banner's dismissal is stored", () => {
    Object.defineProperty(navigator, "userAgent", { value: "Mozilla/5.0 (Linux; Android 14) Mobile Safari", configurable: true });
    try {
      expect(boot("/lobby/").hasAttribute("data-shell-android")).toBe(true);
      localStorage.setItem(STORAGE_KEYS.androidBannerDismissed, "1");
      expect(boot("/lobby/").hasAttribute("data-shell-android")).toBe(false);
    } finally {
      delete (navigator as { userAgent?: string }).userAgent;
    }
  });
  it("keeps the taps on the first paint's buttons and replays the last once React has committed the take-over of its variant", async () => {
    const variant = (name: string) =>
      `<div class="shell-variant shell-x" data-first-paint-variant="${name}"><div data-first-paint=""><button id="menu-${name}">menu</button><a href="#login"><span id="login-${name}">log in</span></a><button id="lang-${name}"><span id="label-${name}">EN</span></button></div></div>`;
    document.body.innerHTML = `<div id="root">${variant("home-guest")}${variant("home-member")}</div><button id="outside">x</button>`;
    boot("/lobby/");
    const el = (id: string) => document.getElementById(id)!;
    const clicked: string[] = [];
    document.addEventListener("click", (e) => clicked.push((e.target as Element).id));
    for (const id of ["label-home-member", "login-home-member", "outside", "menu-home-member"]) el(id).click();
    clicked.length = 0;
    const handOver = (window as { __lobbyFirstPaint?: (name: string) => HTMLElement | null }).__lobbyFirstPaint!;
    const shell = handOver("home-member");
    expect(clicked, "not replayed before the app has taken the variant over").toEqual([]);
    // The chosen variant alone in #root, never hidden again; the others are gone.
    expect(shell?.getAttribute("data-first-paint-variant")).toBe("home-member");
    expect(el("root").children).toHaveLength(1);
    expect(shell?.className).toBe("shell-variant");
    // Taps from now on are the app's; the kept one waits for the take-over's commit.
    el("lang-home-member").click();
    clicked.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicked).toEqual([]);
    const app = window as { __lobbyTakenOver?: () => void };
    app.__lobbyTakenOver!();
    // Once: the app's later renders (its lazy parts, data-first-paint gone) replay nothing more.
    expect(app.__lobbyTakenOver).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The last button tapped before the app (the link and the button outside #root were not kept), once.
    expect(clicked).toEqual(["menu-home-member"]);
    document.body.innerHTML = "";
  });
  it("after the first paint, fetches the entry with what its start-up asks for on this page: every page's, the locale's and a member's files", () => {
    const appMeta = () =>
      `<meta name="lobby-app" content="/a/index.js" data-preload="/a/runtime.js" data-preload-all="/a/checks.js" data-preload-th="/a/th.js" data-preload-en="/a/en.js" data-preload-cn="/a/cn.js" data-preload-member="/a/bar.js /a/shared.js /a/bar.css">`;
    // A hidden tab paints nothing: the app starts at once.
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    const fetched = (path: string) => {
      document.head.innerHTML = appMeta();
      boot(path);
      return [...document.head.querySelectorAll("link, script")].map((el) =>
        el.tagName === "SCRIPT"
          ? `script ${el.getAttribute("src")}`
          : `${el.getAttribute("rel")}${el.getAttribute("as") ? `:${el.getAttribute("as")}` : ""} ${el.getAttribute("href")}`,
      );
    };
    expect(fetched("/lobby/")).toEqual(["modulepreload /a/runtime.js", "script /a/index.js", "modulepreload /a/checks.js", "modulepreload /a/th.js"]);
    expect(fetched("/lobby/en/lobby")).toEqual(["modulepreload /a/runtime.js", "script /a/index.js", "modulepreload /a/checks.js", "modulepreload /a/en.js"]);
    localStorage.setItem(STORAGE_KEYS.token, "t");
    localStorage.setItem(STORAGE_KEYS.tokenExpires, String(Date.now() + 60_000));
    expect(fetched("/lobby/cn/")).toEqual([
      "modulepreload /a/runtime.js",
      "script /a/index.js",
      "modulepreload /a/checks.js",
      "modulepreload /a/cn.js",
      "modulepreload /a/bar.js",
      "modulepreload /a/shared.js",
      "preload:style /a/bar.css",
    ]);
    localStorage.clear();
    document.head.innerHTML = "";
    delete (document as { hidden?: boolean }).hidden;
  });
  it("fetches the drawer's file when the menu is touched before the app has taken over, once, and not after", () => {
    document.head.innerHTML = `<meta name="lobby-app" content="/a/index.js" data-preload-menu="/a/drawer.js /a/shared.js /a/shared.css">`;
    document.body.innerHTML = `<div id="root"><div data-first-paint-variant="home-guest"><div data-first-paint=""><button id="menu" class="icon-btn menu-btn"><span id="icon">=</span></button><button id="lang">EN</button></div></div></div><button id="outside" class="menu-btn">x</button>`;
    boot("/lobby/");
    const el = (id: string) => document.getElementById(id)!;
    const touch = (id: string) => el(id).dispatchEvent(new Event("pointerdown", { bubbles: true }));
    const links = () =>
      [...document.head.querySelectorAll("link")].map((l) => `${l.rel}${l.getAttribute("as") ? `:${l.getAttribute("as")}` : ""} ${l.getAttribute("href")}`);
    touch("lang");
    el("lang").click();
    touch("outside");
    expect(links(), "another button, or a menu button outside the first paint").toEqual([]);
    touch("icon");
    el("menu").click();
    touch("menu");
    expect(links()).toEqual(["modulepreload /a/drawer.js", "modulepreload /a/shared.js", "preload:style /a/shared.css"]);
    // Once the app has the taps, its own handlers load what they need.
    (window as { __lobbyFirstPaint?: (name: string) => HTMLElement | null }).__lobbyFirstPaint!("home-guest");
    document.head.querySelectorAll("link").forEach((l) => l.remove());
    touch("menu");
    el("menu").click();
    expect(links()).toEqual([]);
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });
  it("hands no variant over when the app draws the page anew, and replays nothing", async () => {
    document.body.innerHTML = `<div id="root"><div data-first-paint-variant="home-guest"><div data-first-paint=""><button id="menu">menu</button></div></div></div>`;
    boot("/lobby/");
    const clicked: string[] = [];
    document.getElementById("menu")!.click();
    document.addEventListener("click", (e) => clicked.push((e.target as Element).id));
    expect((window as { __lobbyFirstPaint?: (name: string) => HTMLElement | null }).__lobbyFirstPaint!("")).toBeNull();
    document.getElementById("root")!.innerHTML = "<p>drawn anew</p>";
    (window as { __lobbyTakenOver?: () => void }).__lobbyTakenOver!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicked).toEqual([]);
    document.body.innerHTML = "";
  });
  it("keeps the uncaught errors and rejections from before the field reports load (at most 10), and none once they have taken the list", () => {
    // A page of its own: the other tests' boots listen on this file's window too. (jsdom ships no
    // types: the names used here.)
    const { JSDOM, VirtualConsole } = createRequire(import.meta.url)("jsdom") as {
      JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis & { eval: (code: string) => void } };
      VirtualConsole: new () => { on: (event: "jsdomError", listener: (error: unknown) => void) => void };
    };
    const virtualConsole = new VirtualConsole();
    const thrown: unknown[] = [];
    virtualConsole.on("jsdomError", (e) => thrown.push(e));
    const page = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
      url: "http://127.0.0.1/lobby/",
      runScripts: "outside-only",
      virtualConsole,
    });
    const win = page.window;
    win.eval(bootScript().code);
    const error = new win.ErrorEvent("error", { error: new win.Error("early"), message: "early" });
    const rejection = new win.Event("unhandledrejection");
    win.dispatchEvent(error);
    win.dispatchEvent(rejection);
    expect(win.__lobbyErrors).toEqual([error, rejection]);
    for (let i = 0; i < 20; i++) win.dispatchEvent(new win.ErrorEvent("error", { message: `loop ${i}` }));
    expect(win.__lobbyErrors).toHaveLength(10);
    win.__lobbyErrors = undefined;
    win.dispatchEvent(new win.ErrorEvent("error", { message: "later" }));
    expect(win.__lobbyErrors).toBeUndefined();
    expect(thrown).toEqual([]);
    page.window.close();
  });
});
