// @vitest-environment node
import { allSettled, fork, type Scope, type StorePair } from "effector";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { $queryClient, ApiError } from "@/shared/api";
import { initI18n } from "@/shared/i18n";
import { $notices } from "@/shared/notify";
import { $popupMode, POPUP_ROUTES, popupClosed, popupOpened } from "@/shared/popup";
import { $router, locationChanged, type AppLocation } from "@/shared/router";
import { recordingRouter } from "@/shared/router/testing";
import { loggedIn, loggedOut } from "@/entities/session";
import { asksForPopup, connectNavigation, profileLoadFailed } from "./model";

let keys = 0;
/** A settled history entry, as the router reports it (a popup route carries its handle). */
const at = (url: string, popup?: string): AppLocation => {
  const [pathname = "/", search = ""] = url.split("?");
  return { pathname, search: search ? `?${search}` : "", key: `k${++keys}`, ...(popup ? { handle: { popup } } : {}) };
};

// StorePair<any>: a list of pairs of different value types (effector's own fork() signature).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setup(values: StorePair<any>[] = []) {
  const { router, visits } = recordingRouter();
  const scope = fork({ values: [[$router, router], ...values] });
  const go = (url: string, popup?: string) => allSettled(locationChanged, { scope, params: at(url, popup) });
  return { scope, visits, go };
}

describe("an address that asks for a popup, before the router has matched it (the announcement waits for that popup)", () => {
  it("every popup route (a trailing slash too), ?info and a linkable ?popup; not the home page, another page or a popup that cannot be linked", () => {
    expect(POPUP_ROUTES.size).toBeGreaterThan(0);
    for (const path of POPUP_ROUTES.keys()) {
      expect(asksForPopup(`/${path}`, ""), path).toBe(true);
      expect(asksForPopup(`/${path}/`, ""), `${path}/`).toBe(true);
    }
    expect(asksForPopup("/", "?info=referral")).toBe(true);
    expect(asksForPopup("/lobby", "?popup=ChangePassword")).toBe(true);
    expect(asksForPopup("/", "")).toBe(false);
    expect(asksForPopup("/promotion", "?tab=slot")).toBe(false);
    expect(asksForPopup("/", "?popup=Deposit")).toBe(false);
  });
});

describe("popup mode ↔ URL", () => {
  it("a popup route opens its popup; closing it goes home in the URL's language, replacing the entry", async () => {
    const { scope, visits, go } = setup();
    await go("/en/login", "Login");
    expect(scope.getState($popupMode)).toBe("Login");
    await allSettled(popupClosed, { scope });
    expect(visits).toEqual([{ to: "/en", replace: true }]);
  });

  it("a popup replaced by another step keeps the URL until the last one closes", async () => {
    const { scope, visits, go } = setup();
    await go("/register", "Register");
    await allSettled(popupOpened, { scope, params: "RegisterOtp" });
    expect(visits).toEqual([]);
    await allSettled(popupClosed, { scope });
    expect(visits).toEqual([{ to: "/", replace: true }]);
  });

  it("?info opens the information popup; closing it drops info and date and keeps the rest of the page", async () => {
    const { scope, visits, go } = setup();
    await go("/cn/lobby?info=referral&date=2026-11-01&tab=slot");
    expect(scope.getState($popupMode)).toBe("InformationTab");
    await allSettled(popupClosed, { scope });
    expect(visits).toEqual([{ to: "/cn/lobby?tab=slot", replace: true }]);
  });

  it("?popup= opens only the linkable popups", async () => {
    const { scope, go } = setup();
    await go("/?popup=Deposit");
    expect(scope.getState($popupMode)).toBeNull();
    await go("/promotion?popup=ChangePassword");
    expect(scope.getState($popupMode)).toBe("ChangePassword");
  });

  it("another page closes the open popup without navigating again", async () => {
    const { scope, visits, go } = setup();
    await go("/login", "Login");
    await go("/promotion");
    expect(scope.getState($popupMode)).toBeNull();
    expect(visits).toEqual([]);
  });

  it("back to the same page without ?info closes the information popup; a popup opened by a tap on the same page stays", async () => {
    const { scope, visits, go } = setup();
    await go("/");
    await go("/?info=news");
    await go("/");
    expect(scope.getState($popupMode)).toBeNull();
    await allSettled(popupOpened, { scope, params: "Promotion" });
    await go("/?tab=fish");
    expect(scope.getState($popupMode)).toBe("Promotion");
    expect(visits).toEqual([]);
  });

  it("the same entry reported twice (router re-renders) is one change", async () => {
    const { scope, visits } = setup();
    const entry = at("/login", "Login");
    await allSettled(locationChanged, { scope, params: entry });
    await allSettled(popupClosed, { scope });
    await allSettled(locationChanged, { scope, params: entry });
    expect(scope.getState($popupMode)).toBeNull();
    expect(visits).toHaveLength(1);
  });
});

describe("session end and failed profile", () => {
  beforeAll(() => initI18n("th"));

  it("a session that ends forgets member data and goes home, replacing the entry", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["get", "/customers/profile"], { data: {} });
    queryClient.setQueryData(["get", "/catalogue"], { data: [] });
    const { scope, visits, go } = setup([[$queryClient, queryClient]]);
    await allSettled(loggedIn, { scope, params: { access_token: "member-token", expires_in: 3600 } });
    await go("/en/lobby");
    await allSettled(loggedOut, { scope });
    expect(visits).toEqual([{ to: "/en", replace: true }]);
    expect(queryClient.getQueryData(["get", "/customers/profile"])).toBeUndefined();
    expect(queryClient.getQueryData(["get", "/catalogue"])).toEqual({ data: [] });
  });

  it("a guest's logout event (no session) navigates nowhere", async () => {
    const { scope, visits } = setup();
    await allSettled(loggedOut, { scope });
    expect(visits).toEqual([]);
  });

  afterEach(() => vi.useRealTimers());
  /** The toasts shown for a failure (read before their 8 s timer removes them). */
  const fail = async (scope: Scope, error: unknown) => {
    vi.useFakeTimers();
    const run = allSettled(profileLoadFailed, { scope, params: error });
    await vi.advanceTimersByTimeAsync(0);
    const shown = scope.getState($notices).map((n) => n.message);
    await vi.advanceTimersByTimeAsync(10_000);
    await run;
    vi.useRealTimers();
    return shown;
  };

  it("a profile that cannot load: a toast naming the cause, and home from any other page", async () => {
    const { scope, visits, go } = setup();
    await go("/topgames");
    expect(await fail(scope, new ApiError("network", 0, {}, []))).toEqual(["เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง"]);
    expect(visits).toEqual([{ to: "/", replace: true }]);
  });

  it("on home: the toast only; a 401 says nothing here (the session end does)", async () => {
    const { scope, visits, go } = setup();
    await go("/en");
    expect(await fail(scope, new ApiError("http", 500, {}, []))).toEqual(["ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง"]);
    expect(await fail(scope, new ApiError("unauthenticated", 401, {}, []))).toEqual([]);
    expect(visits).toEqual([]);
  });
});

describe("connectNavigation", () => {
  it("injects the router once and feeds settled locations without the basename, with the route's handle", async () => {
    const scope = fork();
    const listeners: Array<(s: FakeState) => void> = [];
    type FakeState = {
      navigation: { state: string };
      location: { pathname: string; search: string; key: string };
      matches: Array<{ route: { handle?: unknown } }>;
    };
    const state = (pathname: string, key: string, popup?: string, nav = "idle"): FakeState => ({
      navigation: { state: nav },
      location: { pathname, search: "", key },
      matches: [{ route: {} }, { route: popup ? { handle: { popup } } : {} }],
    });
    const visits: string[] = [];
    const router = {
      state: state("/lobby/", "a"),
      subscribe: (l: (s: FakeState) => void) => (listeners.push(l), () => undefined),
      navigate: (to: string) => void visits.push(to),
    };
    await connectNavigation(scope, router, new QueryClient());
    expect(scope.getState($router)).toBe(router);
    listeners[0]!(state("/lobby/login", "b", "Login", "loading"));
    expect(scope.getState($popupMode)).toBeNull();
    listeners[0]!(state("/lobby/login", "b", "Login"));
    await allSettled(scope);
    expect(scope.getState($popupMode)).toBe("Login");
  });

  it("reports a profile query that failed with no data, not one that still shows data", async () => {
    const scope = fork();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = {
      state: { navigation: { state: "idle" }, location: { pathname: "/lobby/", search: "", key: "a" }, matches: [] },
      subscribe: () => () => undefined,
      navigate: () => undefined,
    };
    await connectNavigation(scope, router, queryClient);
    await initI18n("th");
    const key = ["get", "/customers/profile", {}];
    const failOnce = () =>
      queryClient.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new ApiError("http", 500, {}, [])), staleTime: 0 }).catch(() => undefined);
    vi.useFakeTimers();
    await failOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($notices)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    queryClient.setQueryData(key, { data: {} });
    await failOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($notices)).toHaveLength(0);
  });
});
