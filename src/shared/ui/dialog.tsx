import { Icon } from "./icon";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose?: () => void;
  /** Pixel width on larger screens; phones always get the full width. */
  width?: number;
  /** Blocking dialogs ignore Esc and have no close button. */
  dismissible?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  labelledBy?: string;
}

/**
 * Modal built on the native <dialog>: the browser traps focus, makes the page
 * behind inert, handles Esc and returns focus on close, with no library weight.
 */
export function Dialog({ open, title, onClose, width = 480, dismissible = true, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`.trim()}
      aria-labelledby={titleId}
      style={{ ["--dialog-w" as string]: `${width}px` }}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onClose?.();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {dismissible && onClose ? (
          <button type="button" className="dialog-close" aria-label={t("close")} onClick={onClose}>
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      <div className="dialog-body">{children}</div>
      {footer ? <div className="dialog-foot">{footer}</div> : null}
    </dialog>
  );
}
