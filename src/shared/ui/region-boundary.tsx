import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { getRuntimeConfig } from "@/shared/config";
import { faults } from "@/shared/lib/faults";

/**
 * What a failure screen offers besides "try again": the app provides logout for members
 * (shared cannot reach the session), support comes from the runtime config.
 */
export interface FailureActions {
  logout?: () => void;
}
export const FailureActionsContext = createContext<FailureActions>({});

interface BoundaryProps {
  /** Names the region in the console report, e.g. "header", "page", "popup:Deposit". */
  name: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a render failure below it so one broken widget never takes the page with it.
 * Retry remounts the children (a fixed answer or a refetch may let them render).
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[region ${this.props.name}] render failed`, error, info.componentStack);
    faults.push(["region", this.props.name, error]);
  }
  private retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key on retry: the children start again from scratch.
    return <RegionKey key={this.state.attempt}>{this.props.children}</RegionKey>;
  }
}

function RegionKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Retry, log out (members) and support: what every failure screen offers. */
export function FailureActionsBar({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const { logout } = useContext(FailureActionsContext);
  return (
    <div className="failure-actions">
      {onRetry ? (
        <button type="button" className="btn btn-gold btn-sm" onClick={onRetry}>
          {t("retry")}
        </button>
      ) : null}
      {logout ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={logout}>
          {t("nav.logout")}
        </button>
      ) : null}
      <a className="btn btn-secondary btn-sm" href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
        {t("nav.contact")}
      </a>
    </div>
  );
}
/** The small in-place failure a region shows instead of its content. */
function RegionFailure({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="region-failure" role="alert" data-testid="region-failure">
      <p>{t("errors.regionFailed")}</p>
      <FailureActionsBar onRetry={onRetry} />
    </div>
  );
}

/** A page region (header, content, a game grid, footer) that fails on its own. */
export function RegionBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary name={name} fallback={(retry) => <RegionFailure onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
