import { scopeBind, type Scope } from "effector";
import { data, redirect, type MiddlewareFunction } from "react-router-dom";
import { $isAuthenticated, sessionChecked } from "@/entities/session";
import { captureAffiliate, captureClickId, captureReferral } from "@/entities/attribution";
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "@/shared/config";
import { changeLocale, isLocale, localePath, splitLocalePath, type Locale } from "@/shared/i18n";
import { getCookie, setCookie } from "@/shared/lib/cookie";
import { rememberPath } from "@/shared/lib/redirect-memory";

const BASENAME = "/lobby";

/** Path inside the app (basename removed), with search. */
function appPath(request: Request): { path: string; search: URLSearchParams; full: string } {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || "/" : url.pathname;
  return { path, search: url.searchParams, full: path + url.search };
}

const localeOf = (lang: string | undefined): Locale => (lang === "en" || lang === "cn" ? lang : "th");

let firstNavigation = true;

/** Locale from the path; cookie i18n_redirected (365 days) remembers the choice. */
export const localeMiddleware: MiddlewareFunction = async ({ params, request }) => {
  const lang = params.lang;
  const { path, search, full } = appPath(request);
  if (lang !== undefined && lang !== "en" && lang !== "cn") {
    if (lang === "th") throw redirect(full.replace(/^\/th/, "") || "/");
    throw data("Not Found", { status: 404 });
  }
  const wasFirst = firstNavigation;
  firstNavigation = false;
  if (wasFirst && lang === undefined) {
    // Coming back without a prefix: honour the remembered language once, at entry.
    const saved = getCookie(LOCALE_COOKIE);
    if (isLocale(saved) && saved !== "th") throw redirect(localePath(saved, splitLocalePath(path).rest) + (search.size ? `?${search}` : ""));
  }
  captureClickId(search);
  const locale = localeOf(lang);
  setCookie(LOCALE_COOKIE, locale, { maxAgeMs: LOCALE_COOKIE_DAYS * 86_400_000 });
  await changeLocale(locale);
};

/** The auth check that runs before every navigation (R-NAV-5). */
export const sessionMiddleware =
  (scope: Scope): MiddlewareFunction =>
  () => {
    // Not allSettled: that would also wait for unrelated pending effects in the
    // scope (a toast's 8 s timer, a poll), stalling every navigation meanwhile.
    scopeBind(sessionChecked, { scope })();
  };

/** Protected pages send a guest to login and remember where they were going. */
export const requireMember =
  (scope: Scope): MiddlewareFunction =>
  ({ params, request }) => {
    if (scope.getState($isAuthenticated)) return;
    rememberPath(appPath(request).full);
    throw redirect(localePath(localeOf(params.lang), "/login"));
  };

/** A member on the login or register page goes home. */
export const guestOnly =
  (scope: Scope): MiddlewareFunction =>
  ({ params }) => {
    if (scope.getState($isAuthenticated)) throw redirect(localePath(localeOf(params.lang), "/"));
  };

/** /u/:id (affiliate) and /ref?id= (referral) keep the referrer, then open registration. */
export const referrerCapture =
  (kind: "affiliate" | "referral"): MiddlewareFunction =>
  ({ params, request }) => {
    const { search } = appPath(request);
    const key = params.id ?? search.get("id") ?? search.get("ref") ?? "";
    if (kind === "affiliate") {
      captureAffiliate(key, {
        username: search.get("username") ?? undefined,
        name: search.get("name") ?? undefined,
        line: search.get("line") ?? undefined,
      });
    } else {
      captureReferral(key);
    }
    throw redirect(localePath(localeOf(params.lang), "/register"));
  };

/** Auth callbacks (/authenticate, /authentication) go to login, or home for members. */
export const authCallback =
  (scope: Scope): MiddlewareFunction =>
  ({ params }) => {
    const target = scope.getState($isAuthenticated) ? "/" : "/login";
    throw redirect(localePath(localeOf(params.lang), target));
  };

/** Member routes that open a tab of the information popup over home. */
export const infoTabRedirect =
  (tab: string): MiddlewareFunction =>
  ({ params }) => {
    throw redirect(`${localePath(localeOf(params.lang), "/")}?info=${tab}`);
  };
