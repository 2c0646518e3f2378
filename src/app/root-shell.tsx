import { useEffect, useRef } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import { useUnit } from "effector-react";
import { useQueryClient } from "@tanstack/react-query";
import { $isAuthenticated } from "@/entities/session";
import { LoadingOverlay, NoticeContainer, NotificationDialog } from "@/shared/ui";
import { currentLocale, localePath } from "@/shared/i18n";
import { Announcement } from "@/features/announcement";
import { PopupHost } from "./popup-host";
import { usePageVisibilityFeed } from "@/shared/visibility";
import { useDepositHost } from "@/features/deposit/host";
import { useWithdrawHost } from "@/features/withdraw/host";


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

/** Everything that sits above every layout: popups, dialogs, toasts, loading, announcements. */
export function RootShell() {
  useSessionEndRedirect();
  // Money flows: tab visibility for pollers; pending deposit/withdraw restore and redirects.
  usePageVisibilityFeed();
  useDepositHost();
  useWithdrawHost();
  return (
    <>
      <Outlet />
      <PopupHost />
      <NotificationDialog />
      <NoticeContainer />
      <LoadingOverlay />
      <Announcement />
    </>
  );
}
