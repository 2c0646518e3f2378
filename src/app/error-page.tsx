import { Component, useEffect, useMemo, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated, loggedOut } from "@/entities/session";
import { FailureActionsBar, FailureActionsContext, type FailureActions } from "@/shared/ui/region-boundary";
import { faults } from "@/shared/lib/faults";
import { reloadOnceForChunkError } from "./chunk-reload";

/**
 * Gives every failure screen below it (region, popup, route error page) a logout for members.
 * After logout the page reloads at home: a failed route tree may not be able to navigate.
 */
export function MemberFailureActions({ children, reload = false }: { children: ReactNode; reload?: boolean }) {
  const [authed, logout] = useUnit([$isAuthenticated, loggedOut]);
  const value = useMemo<FailureActions>(
    () =>
      authed
        ? {
            logout: () => {
              logout();
              if (reload) window.location.assign(import.meta.env.BASE_URL);
            },
          }
        : {},
    [authed, logout, reload],
  );
  return <FailureActionsContext.Provider value={value}>{children}</FailureActionsContext.Provider>;
}

/** Plain link home; works even when the router or i18n are broken. */
function HomeLink({ label }: { label: string }) {
  return (
    <a className="btn btn-primary" href={import.meta.env.BASE_URL}>
      {label}
    </a>
  );
}

/** Bilingual on purpose: this renders when i18n itself may be what failed. */
const FALLBACK_HOME = "กลับหน้าแรก / Home";

/** Last resort when the error page itself fails: no i18n, no router. */
/**
 * The error page is the page's `main` landmark when it stands alone (a route error replaces the
 * layout); inside a layout, whose `main` it fills, it is a plain block: one `main` per page.
 */
type Landmark = "main" | "div";

class ErrorPageBoundary extends Component<{ children: ReactNode; as: Landmark }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const Root = this.props.as;
    return (
      <Root className="error-page" data-testid="error-fallback">
        {/* eslint-disable-next-line i18next/no-literal-string -- i18n may be what failed; shown in Thai and English */}
        <h1>ขออภัย ระบบขัดข้อง / Something went wrong</h1>
        <HomeLink label={FALLBACK_HOME} />
      </Root>
    );
  }
}

function ErrorView({ notFound, as: Root }: { notFound: boolean; as: Landmark }) {
  const { t } = useTranslation();
  return (
    <Root className="error-page" data-testid="error-page">
      <h1>{notFound ? t("errors.notFoundTitle") : t("errors.errorTitle")}</h1>
      {notFound ? <p>{t("errors.pageNotFound")}</p> : null}
      <HomeLink label={t("errors.backHome")} />
      <MemberFailureActions reload>
        <FailureActionsBar />
      </MemberFailureActions>
    </Root>
  );
}

function RouteErrorView() {
  const error = useRouteError();
  reloadOnceForChunkError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The page the player was shown instead (a not-found address is no fault of the lobby's).
  useEffect(() => {
    if (!notFound) faults.push(["page", "route", error]);
  }, [error, notFound]);
  return <ErrorView notFound={notFound} as="main" />;
}

export function RouteErrorPage() {
  return (
    <ErrorPageBoundary as="main">
      <RouteErrorView />
    </ErrorPageBoundary>
  );
}

/** Unknown route inside a layout: 'This page could not be found'. */
export function NotFoundPage() {
  return (
    <ErrorPageBoundary as="div">
      <ErrorView notFound as="div" />
    </ErrorPageBoundary>
  );
}
