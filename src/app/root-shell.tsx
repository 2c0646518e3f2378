import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { LoadingOverlay, NoticeContainer } from "@/shared/ui/feedback";
import { PopupHost } from "./popup-host";
import { Messages } from "./messages";
import { loadPushHost } from "./member-hosts";
import { OfflineNotice, UpdateBanner } from "./delivery-banners";
import { usePageVisibilityFeed } from "@/shared/visibility";
import { useHydrated } from "@/shared/lib/hydration";

/** Members only: the Web Push host (the question after a completed deposit, the logout that forgets this device). */
const PushHost = lazy(() => loadPushHost().then((push) => ({ default: push.PushHost })));

/**
 * Everything that sits above every layout: popups, dialogs, toasts, loading. None of it is in the
 * prerendered first paint: it mounts once the app has taken that over. The announcement is a root of
 * its own (main.tsx).
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
  // Money flows: tab visibility for pollers.
  usePageVisibilityFeed();
  return (
    <>
      {authed ? (
        <Suspense fallback={null}>
          <PushHost />
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
      <Messages />
      <NoticeContainer />
      <LoadingOverlay />
    </>
  );
}
