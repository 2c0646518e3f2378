import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { useUnit } from "effector-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { $isAuthenticated } from "@/entities/session";
import { useProfile } from "@/entities/profile";
import { toApiError } from "@/shared/api";
import { notified } from "@/shared/notify";
import { LoadingOverlay, NoticeContainer, NotificationDialog } from "@/shared/ui";
import { currentLocale, localePath, splitLocalePath } from "@/shared/i18n";
import { Announcement } from "@/features/announcement";
import { PopupHost } from "./popup-host";
import { OfflineNotice, UpdateBanner } from "./delivery-banners";
import { usePageVisibilityFeed } from "@/shared/visibility";

/**
 * Members only, loaded lazily: restore a pending deposit or withdrawal and follow the flows'
 * requests to go home. Guests never download the money models. Two chunks, so the browser
 * evaluates each in a short task of its own; one component, so both restores start together
 * and share the start-up profile read.
 */
const MoneyHosts = lazy(() =>
  Promise.all([import("@/features/deposit/host"), import("@/features/withdraw/host")]).then(([deposit, withdraw]) => ({
    default: function MoneyHosts() {
      deposit.useDepositHost();
      withdraw.useWithdrawHost();
      return null;
    },
  })),
);


/** Session end (logout, expiry, 401, another tab): forget member data and go home. */
function useSessionEndRedirect() {
  const authed = useUnit($isAuthenticated);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prev = useRef(authed);
  useEffect(() => {
    if (prev.current && !authed) {
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[1] ?? "").startsWith("/customers") });
      navigate(localePath(currentLocale(), "/"), { replace: true });
    }
    prev.current = authed;
  }, [authed, navigate, queryClient]);
}

/**
 * Spec section 8, "Failed profile fetch: alert off, return to /": the member stays
 * logged in and goes home with no blocking alert. A non-blocking toast (once per
 * failure) still says what happened; credit shows a placeholder until a refetch works.
 * A 401 is not handled here: it ends the session (session-notices.ts).
 * Only a profile that could not be loaded at all counts: a failed background refresh
 * (credit or pending-request polls) keeps the shown profile and reports in its own flow,
 * so a player in the middle of a deposit is never sent away by a poll.
 */
function useProfileFailureNotice() {
  const { t } = useTranslation();
  const { error, errorUpdatedAt, profile } = useProfile();
  const notify = useUnit(notified);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const seen = useRef(0);
  useEffect(() => {
    if (!error || profile || errorUpdatedAt === seen.current) return;
    seen.current = errorUpdatedAt;
    const { kind } = toApiError(error);
    if (kind === "unauthenticated") return;
    const key = kind === "network" ? "errors.network" : kind === "timeout" ? "errors.timeout" : "errors.server";
    notify({ type: "error", message: t(key) });
    if (splitLocalePath(pathname).rest !== "/") navigate(localePath(currentLocale(), "/"), { replace: true });
  }, [error, errorUpdatedAt, profile, notify, navigate, pathname, t]);
}

/** Everything that sits above every layout: popups, dialogs, toasts, loading, announcements. */
export function RootShell() {
  const authed = useUnit($isAuthenticated);
  useSessionEndRedirect();
  useProfileFailureNotice();
  // Money flows: tab visibility for pollers; pending deposit/withdraw restore and redirects (members).
  usePageVisibilityFeed();
  return (
    <>
      {authed ? (
        <Suspense fallback={null}>
          <MoneyHosts />
        </Suspense>
      ) : null}
      <OfflineNotice />
      <UpdateBanner />
      <Outlet />
      <PopupHost />
      <NotificationDialog />
      <NoticeContainer />
      <LoadingOverlay />
      <Announcement />
    </>
  );
}
