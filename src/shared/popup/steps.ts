import { sample, type Store, type Unit } from "effector";
import { popupOpened, type PopupMode } from "./model";

/**
 * A process shown as one popup per step (registration, password reset): each step that finishes
 * opens the popup of the step the store moved to, and reopening the first step's popup (`resumed`)
 * goes back to where the player left off. Call at module level, next to the process's store.
 */
export function stepPopups<Step extends string>({
  $step,
  popups,
  first,
  advanced,
  resumed,
}: {
  $step: Store<Step>;
  popups: Record<Step, PopupMode>;
  first: Step;
  advanced: Array<Unit<unknown>>;
  resumed: Unit<unknown>;
}) {
  sample({ clock: advanced, source: $step, fn: (step) => popups[step], target: popupOpened });
  sample({ clock: resumed, source: $step, filter: (step) => step !== first, fn: (step) => popups[step], target: popupOpened });
}
