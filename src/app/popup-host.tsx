import { Suspense, useEffect, useRef } from "react";
import { useUnit } from "effector-react";
import { useLocation, useMatches, useNavigate } from "react-router-dom";
import { $isAuthenticated } from "@/entities/session";
import { $popupMode, MEMBER_POPUPS, popupClosed, popupOpened, type PopupMode } from "@/shared/popup";
import { Dialog, ErrorBoundary, FailureActionsBar, Spinner } from "@/shared/ui";
import { useTranslation } from "react-i18next";
import { MemberFailureActions } from "./error-page";
import { currentLocale, localePath } from "@/shared/i18n";
import { popupModules } from "./popup-registry";
import type { RouteHandle } from "./routing/routes";

/** Popups a link can open on any page with ?popup=<mode> (member-only ones still need a member). */
const LINKABLE_POPUPS: ReadonlySet<string> = new Set<PopupMode>(["ChangePassword"]);

/** The popup the URL asks for: a popup route (/login, /deposit ...), ?info=<tab> or ?popup=<mode>. */
function useDemandedPopup(): PopupMode | null {
  const matches = useMatches();
  const location = useLocation();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  if (handle?.popup) return handle.popup;
  const params = new URLSearchParams(location.search);
  if (params.has("info")) return "InformationTab";
  const linked = params.get("popup");
  return linked && LINKABLE_POPUPS.has(linked) ? (linked as PopupMode) : null;
}

/** Keeps $popupMode and the URL in step, both ways. */
function usePopupUrlSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const demanded = useDemandedPopup();
  const [mode, open, close] = useUnit([$popupMode, popupOpened, popupClosed]);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = lastPath.current !== null && lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    if (demanded) open(demanded);
    // Back/forward to the same page without ?info also closes the information popup.
    else if (pathChanged || mode === "InformationTab") close();
    // Only location changes drive this effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const prevMode = useRef(mode);
  useEffect(() => {
    const wasOpen = prevMode.current !== null;
    prevMode.current = mode;
    if (!wasOpen || mode !== null || !demanded) return;
    // The player closed a popup the URL asked for: leave that URL.
    if (demanded === "InformationTab" || LINKABLE_POPUPS.has(demanded)) {
      const params = new URLSearchParams(location.search);
      params.delete("info");
      params.delete("date"); // the referral tab's date filter goes with it
      params.delete("popup");
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true });
    } else {
      navigate(localePath(currentLocale(), "/"), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);
}

export function PopupHost() {
  usePopupUrlSync();
  const [mode, authed] = useUnit([$popupMode, $isAuthenticated]);
  if (!mode) return null;
  // Info, deposit and withdraw popups render only for members (spec section 6).
  if (MEMBER_POPUPS.has(mode) && !authed) return null;
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
