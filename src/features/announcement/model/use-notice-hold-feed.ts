import { useEffect } from "react";
import { useUnit } from "effector-react";
import { playerActed } from "./hold";

/**
 * Forwards the player's taps and keys into the scope (playerActed), from the announcement's root:
 * it mounts before the app takes the first paint over, so the tap the boot script kept on the first
 * paint, replayed then as a click, counts too. Capture phase: a control that stops its event still
 * counts. Taps after the notice has opened (or when there is none) change nothing ($noticeHeld).
 */
export function useNoticeHoldFeed(): void {
  const acted = useUnit(playerActed);
  useEffect(() => {
    const onInput = () => acted();
    const kinds = ["pointerdown", "click", "keydown"] as const;
    for (const kind of kinds) document.addEventListener(kind, onInput, { capture: true, passive: true });
    return () => {
      for (const kind of kinds) document.removeEventListener(kind, onInput, { capture: true });
    };
  }, [acted]);
}
