import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useUnit } from "effector-react";
import { $isAuthenticated, $token, loggedOut } from "@/entities/session";
import { navigateFx } from "@/shared/router";
import { LoadingOverlay, NoticeContainer, NotificationDialog } from "@/shared/ui";
import { Announcement } from "@/features/announcement";
import { PopupHost } from "./popup-host";
import { loadMemberHosts } from "./member-hosts";
import { OfflineNotice, UpdateBanner } from "./delivery-banners";
import { usePageVisibilityFeed } from "@/shared/visibility";

/** Members only (./member-hosts restores their pending requests): the Web Push host. */
const MoneyHosts = lazy(() =>
  loadMemberHosts().then(([deposit, , push]) => ({
    default: function MoneyHosts() {
      // Web Push: the question after a completed deposit, the logout that forgets this device.
      const [token, navigate] = useUnit([$token, navigateFx]);
      push.connectPushHost({ loggedOut, depositCompleted: deposit.depositCompleted });
      return <push.PushHost token={token} navigate={(to) => void navigate({ to })} />;
    },
  })),
);

/** Everything that sits above every layout: popups, dialogs, toasts, loading, announcements. */
export function RootShell() {
  const authed = useUnit($isAuthenticated);
  // Money flows: tab visibility for pollers.
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
