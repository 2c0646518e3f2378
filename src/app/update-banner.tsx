import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { Button } from "@/shared/ui/button";
import { updateDismissed } from "./pwa-model";

/** A new version was deployed: offer the reload instead of swapping code under the player. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const dismiss = useUnit(updateDismissed);
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
