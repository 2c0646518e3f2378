import { otlpLogs, type PageView } from "./otlp";
import type { FieldRecord } from "./record";

/** A batch leaves once it holds this many reports, or this long after its first one (and at once when the page hides). */
export const BATCH_SIZE = 10;
export const FLUSH_AFTER_MS = 5000;
export const DEFAULT_MAX_PER_PAGE = 40;

export interface ReporterOptions {
  view: PageView;
  collectorUrl: string;
  /** The share of page views that send their Web Vitals (errors are always sent). */
  vitalsSampleRate: number;
  maxPerPage?: number;
  /** The page's locale and path when a report is taken (a page view may change both). */
  where: () => { locale: string; route: string };
  /** Sends one batch's JSON (./index.ts: fetch keepalive, else sendBeacon). */
  send: (url: string, body: string) => void;
  random?: () => number;
}

export interface Reporter {
  /** Queues a report; false when it is not sent (a vital of an unsampled page view, a repeat, over the page's bound). */
  add(record: FieldRecord): boolean;
  /** Sends what is queued now (the page is hiding). */
  flush(): void;
  /** Whether this page view sends its Web Vitals. */
  readonly sampled: boolean;
}

/**
 * The batching, sampling and bounds of the field reports: cheap for the player (a handful of
 * requests per page view at most, none while nothing fails and the vitals are not sampled) and
 * bounded, so a render loop that throws cannot flood the collector.
 */
export function createReporter(options: ReporterOptions): Reporter {
  const max = options.maxPerPage ?? DEFAULT_MAX_PER_PAGE;
  const sampled = (options.random ?? Math.random)() < options.vitalsSampleRate;
  const queue: Parameters<typeof otlpLogs>[1][number][] = [];
  const seen = new Set<string>();
  let taken = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    options.send(options.collectorUrl, JSON.stringify(otlpLogs(options.view, queue.splice(0))));
  };

  const add = (record: FieldRecord): boolean => {
    if (record.kind === "vital" && !sampled) return false;
    // The same failure again (a region retried, a poll refused every 10 s, a failed file seen by the
    // import and by the region that wanted it) adds nothing.
    const key = `${record.kind} ${record.attributes["exception.message"] ?? record.message}`;
    if (record.kind !== "vital" && seen.has(key)) return false;
    if (taken >= max) return false;
    seen.add(key);
    taken += 1;
    queue.push({ ...record, ...options.where() });
    if (queue.length >= BATCH_SIZE) flush();
    else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    return true;
  };

  return { add, flush, sampled };
}
