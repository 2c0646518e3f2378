import { Icon } from "./icon";
import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";
import { useTranslation } from "react-i18next";

/**
 * The arm delay of a dialog that shows a call's result (`armDelay`): longer than a burst of taps
 * on a phone (five taps took up to about half a second in e2e/double-submit.spec.ts under load).
 */
export const RESULT_ARM_DELAY = 600;

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
   * Milliseconds after opening during which the close button and the footer stay disabled and the
   * body is inert. For dialogs opened by a tap (a call's result): the rest of a tap burst lands on
   * the dialog, and without this a tap on its button closes it (the player never reads the result)
   * and the next one presses the button behind again.
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
    const timer = setTimeout(() => setArmed(true), armDelay);
    return () => clearTimeout(timer);
  }, [open, armDelay, ref]);
  // The disabled buttons could not take the focus on opening: once they are enabled (rendered
  // armed), the footer's first one takes it, unless the player has moved the focus inside already.
  useEffect(() => {
    const el = ref.current;
    if (!el || !open || armDelay === 0 || !armed) return;
    if (document.activeElement === el || !el.contains(document.activeElement)) el.querySelector<HTMLElement>(".dialog-foot button")?.focus();
  }, [armed, open, armDelay, ref]);

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
      <div className="dialog-body" inert={!armed}>
        {children}
      </div>
      {footer ? (
        // A fieldset so that one `disabled` covers every button of the footer until the dialog is armed.
        <fieldset className="dialog-foot" disabled={!armed}>
          {footer}
        </fieldset>
      ) : null}
    </dialog>
  );
}
