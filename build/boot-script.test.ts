// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { POPUP_ROUTES } from "@/shared/popup";
import STORAGE_KEYS from "@/shared/config/storage-keys.json";
import { bootScript } from "../scripts/boot-script.mjs";

/** Runs the inlined boot script on a page at `path`, as the browser does before the first paint. */
function boot(path: string): HTMLElement {
  history.replaceState(null, "", path);
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
  it("keeps the taps on the first paint's buttons until the app takes them, and leaves links to the browser", () => {
    document.body.innerHTML = `<div id="root"><button id="menu">menu</button><a id="login" href="#login"><span>log in</span></a><button id="lang"><span id="label">EN</span></button></div><button id="outside">x</button>`;
    boot("/lobby/");
    const el = (id: string) => document.getElementById(id)!;
    el("menu").click();
    el("login").click();
    el("outside").click();
    el("label").click();
    const take = (window as { __lobbyTakeTaps?: () => Element[] }).__lobbyTakeTaps;
    expect(take?.().map((b) => b.id)).toEqual(["menu", "lang"]);
    // Once taken, the app answers taps itself: nothing more is kept.
    el("menu").click();
    expect(take?.().map((b) => b.id)).toEqual(["menu", "lang"]);
    document.body.innerHTML = "";
  });
});
