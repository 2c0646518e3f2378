import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * A native <dialog> shown as a modal while `open` (the browser traps focus, makes the page behind
 * inert, handles Esc and returns focus on close), closed when `open` turns false and on unmount.
 * A layout effect: the dialog is open before the browser paints. `focusSelf`: the dialog itself
 * takes the focus on opening, not its first control (WAI-ARIA dialog pattern; Enter held from the
 * step before then presses nothing).
 */
export function useModalDialog(open: boolean, { focusSelf = false }: { focusSelf?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      if (focusSelf) el.focus();
    }
    if (!open && el.open) el.close();
  }, [open, focusSelf]);
  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) el.close();
    };
  }, []);
  return ref;
}
