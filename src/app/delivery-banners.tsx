import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $updateReady } from "./pwa-model";

const subscribeOnline = (cb: () => void) => {
  window.addEventListener("online", cb);
  window.addEventListener("offline", cb);
  return () => {
    window.removeEventListener("online", cb);
    window.removeEventListener("offline", cb);
  };
};

/** A clear notice while the device is offline; cached pages keep working under it. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div className="app-banner app-banner-offline" role="status" data-testid="offline-notice">
      {t("pwa.offline")}
    </div>
  );
}

// The banner's own file travels with the service worker's registration (vite.config.ts,
// "after-first-screen"), which is what can say a new version is waiting: no file more to load.
const UpdateBannerView = lazy(() => import("./update-banner").then((m) => ({ default: m.UpdateBanner })));

/** A new version was deployed: offer the reload instead of swapping code under the player. */
export function UpdateBanner() {
  const ready = useUnit($updateReady);
  return ready ? (
    <Suspense fallback={null}>
      <UpdateBannerView />
    </Suspense>
  ) : null;
}
