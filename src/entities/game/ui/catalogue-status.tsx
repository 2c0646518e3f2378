import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { Spinner } from "@/shared/ui/feedback";

/** Where a grid will be: a spinner while the catalogue loads, then a failure with a retry. */
export function CatalogueStatus({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  const { t } = useTranslation("game");
  if (isPending)
    return (
      <div className="grid-status">
        <Spinner />
      </div>
    );
  return (
    <div className="grid-status" role="alert">
      <p>{t("loadFailed")}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
