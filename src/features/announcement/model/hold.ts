import { combine, createEffect, createEvent, createStore, sample } from "effector";
import { $popupMode } from "@/shared/popup";

/**
 * How long the player's hands have been still before the mode-1 notice may open. A modal that
 * opens under a tap takes it (the page behind turns inert: the tap lands on the notice's
 * backdrop), and on a slow phone the notice is ready about when the page starts answering taps.
 * Longer than a burst of taps (RESULT_ARM_DELAY, 600 ms) and than the pause between a category
 * tab and a game card.
 */
export const NOTICE_QUIET_MS = 1_000;

/** A tap, click or key anywhere on the page (fed by useNoticeHoldFeed). */
export const playerActed = createEvent();
/** The notice has been shown open: from then on only a popup holds it. */
export const noticeOpened = createEvent();

// Taps are numbered; each starts a quiet timer of its own, and the player is acting until the last
// tap's has ended (patronum's `debounce` does the same for +0.7 kB gzip in the first file).
const $taps = createStore(0).on(playerActed, (n) => n + 1);
const quietFx = createEffect((tap: number) => new Promise<number>((resolve) => setTimeout(resolve, NOTICE_QUIET_MS, tap)));
sample({ clock: $taps, target: quietFx });
const $quietSince = createStore(0).on(quietFx.doneData, (_, tap) => tap);
/** The notice has been shown open (from then on its own dialog is the one open on the page). */
export const $noticeOpened = createStore(false).on(noticeOpened, () => true);

/**
 * The mode-1 notice waits: while a popup the player opened is on screen (it opens once that is
 * closed), and, until it has first opened, while the player is acting (a tap or key less than
 * NOTICE_QUIET_MS ago). Once open it stays: a tap on it holds nothing.
 */
export const $noticeHeld = combine(
  $popupMode,
  $taps,
  $quietSince,
  $noticeOpened,
  (mode, taps, quietSince, opened) => mode !== null || (!opened && quietSince < taps),
);
