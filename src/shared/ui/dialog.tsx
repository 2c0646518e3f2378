import { Icon } from "./icon";
import { useId, useLayoutEffect, useState, type ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";
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
  /**
   * Milliseconds after opening during which the close button and the footer stay disabled. For
   * dialogs opened by a tap (a call's result): the rest of a tap burst lands on the dialog, and
   * without this a tap on its button closes it and the next one presses the button behind again.
   */
  armDelay?: number;
}

/**
 * Modal built on the native <dialog>: the browser traps focus, makes the page
 * behind inert, handles Esc and returns focus on close, with no library weight.
 */
export function Dialog({ open, title, onClose, width = 480, dismissible = true, children, footer, className, armDelay = 0 }: DialogProps) {
  // Tab reaches the controls; a screen reader starts at the title.
  const ref = useModalDialog(open, { focusSelf: true });
  const titleId = useId();
  const { t } = useTranslation();
  const [armed, setArmed] = useState(armDelay === 0);

  // A layout effect: a re-opened dialog is disarmed before the browser paints it.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !open || armDelay === 0) return;
    setArmed(false);
    const timer = setTimeout(() => {
      setArmed(true);
      // The disabled buttons could not take the focus on opening: the first one takes it now.
      if (document.activeElement === el || !el.contains(document.activeElement)) el.querySelector<HTMLElement>(".dialog-foot button")?.focus();
    }, armDelay);
    return () => clearTimeout(timer);
  }, [open, armDelay, ref]);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`.trim()}
      aria-labelledby={titleId}
      tabIndex={-1}
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
          <button type="button" className="dialog-close" aria-label={t("close")} onClick={onClose} disabled={!armed}>
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      <div className="dialog-body">{children}</div>
      {footer ? (
        // A fieldset so that one `disabled` covers every button of the footer until the dialog is armed.
        <fieldset className="dialog-foot" disabled={!armed}>
          {footer}
        </fieldset>
      ) : null}
    </dialog>
  );
}
