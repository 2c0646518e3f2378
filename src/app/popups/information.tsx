import { lazy, Suspense } from "react";
import { CreditRefreshButton } from "@/features/credit-check";
import { InformationPopup } from "@/features/information";
import { pushConfigured } from "@/features/push/host";

/** The push feature loads with the member centre's switch, only where config.json has a VAPID key. */
const NotificationsSwitch = lazy(() => import("@/features/push").then((m) => ({ default: m.NotificationsSwitch })));

/** Composes the info popup with the credit-check feature's refresh control and the push switch (features cannot import each other). */
export function InformationTabPopup() {
  return (
    <InformationPopup
      creditControl={<CreditRefreshButton />}
      notificationsControl={
        pushConfigured() ? (
          <Suspense fallback={null}>
            <NotificationsSwitch />
          </Suspense>
        ) : null
      }
    />
  );
}
