import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useUnit } from "effector-react";
import { $isAuthenticated, $token, loggedOut } from "@/entities/session";
import { navigateFx } from "@/shared/router";
import { LoadingOverlay, NoticeContainer, NotificationDialog } from "@/shared/ui";
import { Announcement } from "@/features/announcement";
import { PopupHost } from "./popup-host";
import { OfflineNotice, UpdateBanner } from "./delivery-banners";
import { usePageVisibilityFeed } from "@/shared/visibility";
import { useHydrated } from "@/shared/lib/hydration";

/**
 * Members only, loaded lazily: restore a pending deposit or withdrawal and follow the flows'
 * requests to go home. Guests never download the money models. Two chunks, so the browser
 * evaluates each in a short task of its own; one component, so both restores start together
 * and share the start-up profile read.
 */
const MoneyHosts = lazy(() =>
  Promise.all([import("@/features/deposit/host"), import("@/features/withdraw/host"), import("./push-host")]).then(([deposit, withdraw, push]) => ({
    default: function MoneyHosts() {
      deposit.useDepositHost();
      withdraw.useWithdrawHost();
      // Web Push: the question after a completed deposit, the logout that forgets this device.
      const [token, navigate] = useUnit([$token, navigateFx]);
      push.connectPushHost({ loggedOut, depositCompleted: deposit.depositCompleted });
      return <push.PushHost token={token} navigate={(to) => void navigate({ to })} />;
    },
  })),
);

/**
 * Everything that sits above every layout: popups, dialogs, toasts, loading, announcements.
 * None of it is in the prerendered first paint: it mounts once the app has taken that over.
 */
export function RootShell() {
  const hydrated = useHydrated();
  return (
    <>
      {hydrated ? <RootHosts /> : null}
      <Outlet />
      {hydrated ? <RootOverlays /> : null}
    </>
  );
}

function RootHosts() {
  const authed = useUnit($isAuthenticated);
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
    </>
  );
}

function RootOverlays() {
  return (
    <>
      <PopupHost />
      <NotificationDialog />
      <NoticeContainer />
      <LoadingOverlay />
      <Announcement />
    </>
  );
}
