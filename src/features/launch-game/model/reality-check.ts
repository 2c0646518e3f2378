import { combine, createEvent, createStore, sample } from "effector";
import { interval } from "patronum";
import { $frame, frameClosed } from "./launch-game";

/**
 * Reality check (product extension, docs/product-decisions.md, "Responsible play"): while a game frame is open, every
 * N minutes (config.json `responsiblePlay.realityCheckMinutes`; null = off) the player is told how
 * long this session has run, with a link to their history, and chooses to continue or leave.
 */
export const realityCheckConfigured = createEvent<number | null>();
export const realityCheckContinued = createEvent();
export const realityCheckLeft = createEvent();

const $everyMinutes = createStore<number | null>(null).on(realityCheckConfigured, (_, m) => m);
const $playing = $frame.map((f) => f !== null);
const started = sample({ clock: $playing.updates, filter: Boolean });
const stopped = sample({ clock: $playing.updates, filter: (p) => !p });

/** When this game session began (the frame opened). */
const $startedAt = createStore<number | null>(null)
  .on(started, () => Date.now())
  .reset(stopped);

const { tick } = interval({
  timeout: $everyMinutes.map((m) => (m ?? 0) * 60_000),
  start: sample({ clock: started, source: $everyMinutes, filter: (m): m is number => m !== null }),
  stop: stopped,
});

/** The open check: minutes played this session; null while none is shown. */
export const $realityCheck = createStore<{ minutes: number } | null>(null).reset(realityCheckContinued, stopped);
sample({
  clock: tick,
  source: combine($startedAt, $playing),
  filter: ([at, playing]) => playing && at !== null,
  fn: ([at]) => ({ minutes: Math.round((Date.now() - (at ?? Date.now())) / 60_000) }),
  target: $realityCheck,
});
sample({ clock: realityCheckLeft, target: frameClosed });
