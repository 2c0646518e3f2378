import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  $isAuthenticated,
  $session,
  appStarted,
  EXPIRES_KEY,
  loggedIn,
  loggedOut,
  sessionChecked,
  sessionExpired,
  storageChanged,
  TOKEN_KEY,
  unauthorized,
} from "./session";

describe("session model", () => {
  afterEach(() => vi.useRealTimers());

  it("restores a live token on start", async () => {
    localStorage.setItem(TOKEN_KEY, "t1");
    localStorage.setItem(EXPIRES_KEY, String(Date.now() + 60_000));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($session)?.token).toBe("t1");
    expect(scope.getState($isAuthenticated)).toBe(true);
  });

  it("logs out on start when the token is missing or expired, clearing storage and cookies", async () => {
    localStorage.setItem(TOKEN_KEY, "old");
    localStorage.setItem(EXPIRES_KEY, String(Date.now() - 1));
    document.cookie = `${TOKEN_KEY}=old; path=/`;
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(document.cookie).not.toContain(TOKEN_KEY);
  });

  it("a session cookie the app did not write (an API answer's Set-Cookie) logs no one in, and is cleared", async () => {
    document.cookie = `${TOKEN_KEY}=planted-by-server; path=/`;
    document.cookie = `${EXPIRES_KEY}=${Date.now() + 3_600_000}; path=/`;
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(document.cookie).not.toContain("planted-by-server");
    // Over a member's own session too: the stored token stays the one in use.
    localStorage.setItem(TOKEN_KEY, "mine");
    localStorage.setItem(EXPIRES_KEY, String(Date.now() + 3_600_000));
    document.cookie = `${TOKEN_KEY}=planted-by-server; path=/`;
    await allSettled(appStarted, { scope });
    expect(scope.getState($session)?.token).toBe("mine");
  });

  it("login stores token and expiry (now + expires_in seconds) in storage and cookie", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
    const scope = fork();
    await allSettled(loggedIn, { scope, params: { access_token: "abc", expires_in: 3600 } });
    const expected = Date.parse("2026-11-22T11:00:00Z");
    expect(scope.getState($session)).toEqual({ token: "abc", expiresAt: expected });
    expect(localStorage.getItem(TOKEN_KEY)).toBe("abc");
    expect(localStorage.getItem(EXPIRES_KEY)).toBe(String(expected));
    expect(document.cookie).toContain(`${encodeURIComponent(TOKEN_KEY)}=abc`);
  });

  it("the session cookies are the lobby's alone: seen under /lobby/, not by another app on the host", async () => {
    const scope = fork();
    await allSettled(loggedIn, { scope, params: { access_token: "abc", expires_in: 3600 } });
    expect(location.pathname).toBe("/lobby/");
    expect(document.cookie).toContain(`${encodeURIComponent(TOKEN_KEY)}=abc`);
    expect(document.cookie).toContain(`${encodeURIComponent(EXPIRES_KEY)}=`);
    history.pushState(null, "", "/lobby/deposit");
    expect(document.cookie).toContain(`${encodeURIComponent(TOKEN_KEY)}=abc`);
    history.pushState(null, "", "/other-app/");
    try {
      expect(document.cookie).not.toContain(encodeURIComponent(TOKEN_KEY));
      expect(document.cookie).not.toContain(encodeURIComponent(EXPIRES_KEY));
    } finally {
      history.pushState(null, "", "/lobby/");
    }
  });

  it("expires when checked after expires_in has passed", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
    const scope = fork();
    await allSettled(loggedIn, { scope, params: { access_token: "abc", expires_in: 60 } });
    vi.setSystemTime(new Date("2026-11-22T10:00:59Z"));
    await allSettled(sessionChecked, { scope });
    expect(scope.getState($isAuthenticated)).toBe(true);
    vi.setSystemTime(new Date("2026-11-22T10:01:00Z"));
    await allSettled(sessionChecked, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("a 401 ends the session like logout; a guest 401 changes nothing", async () => {
    const scope = fork({ values: [[$session, { token: "x", expiresAt: Date.now() + 60_000 }]] });
    localStorage.setItem(TOKEN_KEY, "x");
    localStorage.setItem("lobby.pending-request", "{}");
    await allSettled(unauthorized, { scope });
    expect(scope.getState($session)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem("lobby.pending-request")).toBeNull();

    const guest = fork();
    const seen = vi.fn();
    loggedOut.watch(seen);
    await allSettled(unauthorized, { scope: guest });
    expect(seen).not.toHaveBeenCalled();
  });

  it("expiry and 401 announce sessionExpired; a voluntary logout does not", async () => {
    const expired = vi.fn();
    const unwatch = sessionExpired.watch(expired);
    const voluntary = fork({ values: [[$session, { token: "x", expiresAt: Date.now() + 60_000 }]] });
    await allSettled(loggedOut, { scope: voluntary });
    expect(expired).not.toHaveBeenCalled();

    const by401 = fork({ values: [[$session, { token: "x", expiresAt: Date.now() + 60_000 }]] });
    await allSettled(unauthorized, { scope: by401 });
    expect(expired).toHaveBeenCalledTimes(1);

    const byClock = fork({ values: [[$session, { token: "x", expiresAt: Date.now() - 1 }]] });
    await allSettled(sessionChecked, { scope: byClock });
    expect(expired).toHaveBeenCalledTimes(2);
    expect(byClock.getState($isAuthenticated)).toBe(false);
    unwatch();
  });

  it("mirrors another tab: its logout logs this tab out, its login logs this tab in", async () => {
    const scope = fork({ values: [[$session, { token: "x", expiresAt: Date.now() + 60_000 }]] });
    await allSettled(storageChanged, { scope, params: null });
    expect(scope.getState($isAuthenticated)).toBe(false);
    await allSettled(storageChanged, { scope, params: { token: "y", expiresAt: Date.now() + 60_000 } });
    expect(scope.getState($session)?.token).toBe("y");
  });

  it.each([
    ["a missing token", { access_token: undefined, expires_in: 3600 }],
    ["an empty token", { access_token: "", expires_in: 3600 }],
    ['the text "undefined"', { access_token: "undefined", expires_in: 3600 }],
    ['the text "null"', { access_token: "null", expires_in: 3600 }],
    ["a zero lifetime", { access_token: "abc", expires_in: 0 }],
    ["a lifetime over a year", { access_token: "abc", expires_in: 1e20 }],
    ["a non-finite lifetime", { access_token: "abc", expires_in: Number.NaN }],
  ])("a login answer with %s never becomes a session or reaches storage", async (_, params) => {
    const scope = fork();
    await allSettled(loggedIn, { scope, params: params as { access_token: string; expires_in: number } });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(document.cookie).not.toContain(TOKEN_KEY);
  });

  it.each(["undefined", "null", " "])('a stored token "%s" is no session on start', async (token) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(EXPIRES_KEY, String(Date.now() + 60_000));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('another tab storing the token "null" does not log this tab in', async () => {
    const scope = fork();
    await allSettled(storageChanged, { scope, params: { token: "null", expiresAt: Date.now() + 60_000 } });
    expect(scope.getState($isAuthenticated)).toBe(false);
  });
});
