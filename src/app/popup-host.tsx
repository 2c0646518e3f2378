import { Suspense } from "react";
import { useUnit } from "effector-react";
import { popupClosed } from "@/shared/popup";
import { Dialog } from "@/shared/ui/dialog";
import { ErrorBoundary, FailureActionsBar } from "@/shared/ui/region-boundary";
import { Spinner } from "@/shared/ui/feedback";
import { useTranslation } from "react-i18next";
import { MemberFailureActions } from "./error-page";
import { $renderedPopup, popupModules } from "./popup-registry";

export function PopupHost() {
  // The open popup, unless it is a member popup (R-ROLE-1) and no member is logged in.
  const mode = useUnit($renderedPopup);
  if (!mode) return null;
  const Popup = popupModules[mode];
  return (
    <Suspense
      fallback={
        <div className="loading-overlay">
          <Spinner />
        </div>
      }
    >
      <MemberFailureActions>
        <ErrorBoundary key={mode} name={`popup:${mode}`} fallback={(retry) => <PopupFailure onRetry={retry} />}>
          <Popup />
        </ErrorBoundary>
      </MemberFailureActions>
    </Suspense>
  );
}

/** A popup that failed to render: said inside a small popup; the page behind stays usable. */
function PopupFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const close = useUnit(popupClosed);
  return (
    <Dialog open title={t("dialog.error")} onClose={close} width={400}>
      <div className="region-failure" role="alert" data-testid="popup-failure">
        <p>{t("errors.popupFailed")}</p>
        <FailureActionsBar onRetry={onRetry} />
      </div>
    </Dialog>
  );
}
