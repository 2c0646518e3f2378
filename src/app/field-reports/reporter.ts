import { attach, createEffect, createEvent, createStore, sample, scopeBind } from "effector";
import { otlpLogs, type PageView } from "./otlp";
import type { FieldRecord } from "./record";

/** A batch leaves once it holds this many reports, or this long after its first one (and at once when the page hides). */
export const BATCH_SIZE = 10;
export const FLUSH_AFTER_MS = 5000;
export const DEFAULT_MAX_PER_PAGE = 40;

/** A report with the page's locale and path when it was taken (a page view may change both). */
export type QueuedRecord = FieldRecord & { locale: string; route: string };

export interface ReporterSettings {
  view: PageView;
  collectorUrl: string;
  /** Whether this page view sends its Web Vitals (errors are always sent): ./index.ts draws it against `vitalsSampleRate`. */
  sampled: boolean;
  maxPerPage: number;
}

/**
 * The batching, sampling and bounds of the field reports: cheap for the player (a handful of
 * requests per page view at most, none while nothing fails and the vitals are not sampled) and
 * bounded, so a render loop that throws cannot flood the collector. ./index.ts feeds it from the
 * page (scopeBind into the app's scope); nothing is taken before `reporterStarted`.
 */
export const reporterStarted = createEvent<ReporterSettings>();
/** A report from the page (a fault, an error, a refused answer, a vital). */
export const recordTaken = createEvent<QueuedRecord>();
/** The page is hiding (`visibilitychange` to hidden, `pagehide`): what is queued leaves now. */
export const pageHidden = createEvent();

/**
 * One batch's JSON as a keep-alive fetch (it outlives the page, CORS with a JSON body); where the
 * browser cannot (no `keepalive`), a beacon. The lobby never waits on it and never reports its failure.
 */
export const sendBatchFx = createEffect(({ url, body }: { url: string; body: string }): void => {
  try {
    if ("keepalive" in Request.prototype) {
      void fetch(url, { method: "POST", body, keepalive: true, credentials: "omit", headers: { "Content-Type": "application/json" } }).catch(() => undefined);
    } else {
      navigator.sendBeacon(url, new Blob([body], { type: "application/json" }));
    }
  } catch {
    // Over the browser's keep-alive quota, or refused by the CSP: the report is dropped.
  }
});

const $settings = createStore<ReporterSettings | null>(null, { serialize: "ignore" }).on(reporterStarted, (_, settings) => settings);
/** What this page view has taken so far: each report's key (kind and message) and how many. */
const $taken = createStore<string[]>([], { serialize: "ignore" });
const $queue = createStore<QueuedRecord[]>([], { serialize: "ignore" });

// The same failure again (a region retried, a poll refused every 10 s, a failed file seen by the
// import and by the region that wanted it) adds nothing; vitals only from a sampled page view.
const keyOf = (record: FieldRecord) => `${record.kind} ${record.attributes["exception.message"] ?? record.message}`;
/** A report that will be sent: not a vital of an unsampled page view, not a repeat, within the page's bound. */
export const recordQueued = sample({
  clock: recordTaken,
  source: { settings: $settings, taken: $taken },
  filter: ({ settings, taken }, record) =>
    settings !== null && (record.kind === "vital" ? settings.sampled : !taken.includes(keyOf(record))) && taken.length < settings.maxPerPage,
  fn: (_, record) => record,
});
$taken.on(recordQueued, (taken, record) => [...taken, keyOf(record)]);
$queue.on(recordQueued, (queue, record) => [...queue, record]);

/** A batch leaves: the page hides, the timer of the batch's first report runs out, or the batch is full. */
const batchDue = createEvent();
const batchSent = sample({ clock: batchDue, source: $queue, filter: (queue) => queue.length > 0 });
$queue.reset(batchSent);
sample({
  clock: batchSent,
  source: $settings,
  filter: Boolean,
  fn: ({ view, collectorUrl }, records) => ({ url: collectorUrl, body: JSON.stringify(otlpLogs(view, records)) }),
  target: sendBatchFx,
});

// A batch's timer starts with its first report and is cleared when the batch leaves, however it
// leaves (the timer, a page hide, a full batch): a batch is sent once, and no timer outlives it.
const timerRanOut = createEvent();
const startTimerFx = createEffect(() => setTimeout(scopeBind(timerRanOut, { safe: true }), FLUSH_AFTER_MS));
const $timer = createStore<ReturnType<typeof setTimeout> | null>(null, { serialize: "ignore" }).on(startTimerFx.doneData, (_, id) => id);
const clearTimerFx = attach({ source: $timer, effect: (id) => clearTimeout(id ?? undefined) });
sample({ clock: $queue, filter: (queue) => queue.length === 1, target: startTimerFx });
sample({ clock: batchSent, target: clearTimerFx });
sample({ clock: [timerRanOut, pageHidden, sample({ clock: $queue, filter: (queue) => queue.length >= BATCH_SIZE })], target: batchDue });
