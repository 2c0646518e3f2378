import { Suspense } from "react";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { $popupMode, isMemberPopup, popupClosed } from "@/shared/popup";
import { Dialog, ErrorBoundary, FailureActionsBar, Spinner } from "@/shared/ui";
import { useTranslation } from "react-i18next";
import { MemberFailureActions } from "./error-page";
import { popupModules } from "./popup-registry";

export function PopupHost() {
  const [mode, authed] = useUnit([$popupMode, $isAuthenticated]);
  if (!mode) return null;
  // Info, deposit and withdraw popups render only for members (spec section 6).
  if (isMemberPopup(mode) && !authed) return null;
  const Popup = popupModules[mode];
  if (!Popup) return null;
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
