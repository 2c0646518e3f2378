import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { Button } from "@/shared/ui/button";
import { $updateReady, updateDismissed } from "./pwa-model";

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

/** A new version was deployed: offer the reload instead of swapping code under the player. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const [ready, dismiss] = useUnit([$updateReady, updateDismissed]);
  if (!ready) return null;
  return (
    <div className="app-banner app-banner-update" role="status" data-testid="update-banner">
      <span>{t("pwa.update")}</span>
      <Button variant="gold" onClick={() => void import("./pwa").then((m) => m.applyUpdate())}>
        {t("pwa.reload")}
      </Button>
      <Button variant="ghost" onClick={() => dismiss()}>
        {t("close")}
      </Button>
    </div>
  );
}
