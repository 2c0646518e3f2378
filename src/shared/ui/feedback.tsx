import { Icon } from "./icon";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { $loading, $notices, noticeDismissed } from "@/shared/notify";

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}

/** Full-screen loading indicator (R-POP-6). */
export function LoadingOverlay() {
  const loading = useUnit($loading);
  if (!loading) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <Spinner />
    </div>
  );
}

/** The notification container: toasts that leave after 8 s, newest last. */
export function NoticeContainer() {
  const { t } = useTranslation();
  const [notices, dismiss] = useUnit([$notices, noticeDismissed]);
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.type}`} role={n.type === "error" ? "alert" : "status"} data-notice-id={n.id}>
          <span>{n.message}</span>
          <button type="button" className="notice-close" aria-label={t("close")} onClick={() => dismiss(n.id)}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}

/** Red list of server messages (R-ERR-3). */
export function ErrorList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="error-list" role="alert">
      {messages.map((m, i) => (
        <li key={i}>{m}</li>
      ))}
    </ul>
  );
}
