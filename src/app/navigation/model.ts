import { allSettled, attach, createEvent, sample, scopeBind, type Scope } from "effector";
import { hashKey, isCancelledError, type QueryClient } from "@tanstack/react-query";
import { $queryClient, toApiError } from "@/shared/api";
import { i18n, splitLocalePath } from "@/shared/i18n";
import { notified } from "@/shared/notify";
import { $popupMode, isLinkablePopup, isPopupMode, POPUP_ROUTES, popupClosed, popupOpened, type PopupMode } from "@/shared/popup";
import { $location, homePath, locationChanged, navigateFx, routeChanged, routerAttached, wentHome, type AppLocation, type AppRouter } from "@/shared/router";
import { $isAuthenticated } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile/host";

/** Route handle: a popup that the route opens over the home page (routes.tsx). */
export interface RouteHandle {
  popup?: PopupMode;
}

/** The popup a query asks for: ?info=<tab> or ?popup=<mode> (a linkable popup). */
function popupOfSearch(search: string): PopupMode | null {
  const params = new URLSearchParams(search);
  if (params.has("info")) return "InformationTab";
  const linked = params.get("popup");
  return isPopupMode(linked) && isLinkablePopup(linked) ? linked : null;
}

/** The popup a URL asks for: a popup route (/login, /deposit ...), ?info=<tab> or ?popup=<mode>. */
function demandedPopup(location: AppLocation | null): PopupMode | null {
  if (!location) return null;
  const handle = location.handle as RouteHandle | undefined;
  return handle?.popup ?? popupOfSearch(location.search);
}

/**
 * Whether an address asks for a popup, before the router has matched it (the start-up): `path` without
 * /lobby and locale prefix. The same rule as the router's: a popup route (src/shared/popup/popups.json), or the query.
 */
export const asksForPopup = (path: string, search: string): boolean => POPUP_ROUTES.has(path.slice(1).replace(/\/$/, "")) || popupOfSearch(search) !== null;

/** Where closing a popup the URL asked for goes: the same page without its query, or home. */
function exitOf(location: AppLocation, popup: PopupMode) {
  if (popup !== "InformationTab" && !isLinkablePopup(popup)) return { to: homePath(location), replace: true };
  const params = new URLSearchParams(location.search);
  params.delete("info");
  params.delete("date"); // the referral tab's date filter goes with it
  params.delete("popup");
  const search = params.toString();
  return { to: location.pathname + (search ? `?${search}` : ""), replace: true };
}

// ---- popup mode ↔ URL, one place ----
// A URL that asks for a popup opens it.
sample({
  clock: routeChanged,
  filter: ({ location }) => demandedPopup(location) !== null,
  fn: ({ location }) => demandedPopup(location)!,
  target: popupOpened,
});
// Another page, or back/forward to the same page without ?info, closes what is open.
sample({
  clock: routeChanged,
  source: $popupMode,
  filter: (mode, { previous, location }) =>
    demandedPopup(location) === null && ((previous !== null && previous.pathname !== location.pathname) || mode === "InformationTab"),
  target: popupClosed,
});
// The player closed a popup the URL asked for: leave that URL.
sample({
  clock: $popupMode.updates,
  source: $location,
  filter: (location, mode) => mode === null && demandedPopup(location) !== null,
  fn: (location) => exitOf(location!, demandedPopup(location)!),
  target: navigateFx,
});

// ---- session end (logout, expiry, 401, another tab): forget member data and go home ----
const forgetMemberDataFx = attach({
  source: $queryClient,
  effect: (queryClient) => {
    queryClient?.removeQueries({ predicate: (q) => String(q.queryKey[1] ?? "").startsWith("/customers") });
  },
});
const sessionEnded = sample({ clock: $isAuthenticated.updates, filter: (authed) => !authed });
sample({ clock: sessionEnded, target: forgetMemberDataFx });
sample({ clock: sessionEnded, fn: () => ({ replace: true }), target: wentHome });

// ---- R-ERR-7: a failed profile read goes back to / ----
/**
 * The member stays logged in and goes home with no blocking alert; a non-blocking toast (once per
 * failure) says what happened. Only a profile that could not be loaded at all counts: a failed
 * background refresh keeps the shown profile and reports in its own flow, so a player in the
 * middle of a deposit is never sent away by a poll. A 401 ends the session instead.
 */
export const profileLoadFailed = createEvent<unknown>();
const profileFailure = profileLoadFailed.map((e) => toApiError(e).kind).filter({ fn: (kind) => kind !== "unauthenticated" });
sample({
  clock: profileFailure,
  fn: (kind) => ({
    type: "error" as const,
    message: i18n.t(kind === "network" ? "errors.network" : kind === "timeout" ? "errors.timeout" : "errors.server"),
  }),
  target: notified,
});
sample({
  clock: profileFailure,
  source: $location,
  filter: (location) => location !== null && splitLocalePath(location.pathname).rest !== "/",
  fn: () => ({ replace: true }),
  target: wentHome,
});

const PROFILE_HASH = hashKey(PROFILE_KEY);

/**
 * Wires the app's one router and query client to the scope: the router is injected once, each
 * settled location is fed in, and a profile that failed to load (no data at all) is reported.
 */
export async function connectNavigation(scope: Scope, router: AppRouter & RouterLike, queryClient: QueryClient): Promise<void> {
  await allSettled(routerAttached, { scope, params: router });
  const changed = scopeBind(locationChanged, { scope });
  const feed = (state: RouterLike["state"]) => {
    if (state.navigation.state !== "idle") return;
    const { pathname, search, key } = state.location;
    changed({ pathname: stripBasename(pathname), search, key, handle: state.matches.at(-1)?.route.handle });
  };
  router.subscribe(feed);
  feed(router.state);
  const failed = scopeBind(profileLoadFailed, { scope });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error" || event.query.queryHash !== PROFILE_HASH) return;
    if (event.query.state.data !== undefined || isCancelledError(event.action.error)) return;
    failed(event.action.error);
  });
}

/** What connectNavigation reads of a data router (react-router's, or a test's). */
interface RouterLike {
  state: {
    navigation: { state: string };
    location: { pathname: string; search: string; key: string };
    matches: Array<{ route: { handle?: unknown } }>;
  };
  subscribe(listener: (state: RouterLike["state"]) => void): () => void;
}

const BASENAME = "/lobby";
const stripBasename = (pathname: string) => (pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || "/" : pathname);
