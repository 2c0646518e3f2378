import { createEffect, createEvent, createStore, sample } from "effector";
import { NOTIFICATION_MS } from "@/shared/config";

export type NoticeType = "success" | "error" | "warning" | "info";
export interface Notice {
  id: number;
  type: NoticeType;
  /** Already translated text (server text is shown as plain text, never HTML). */
  message: string;
}

/** Toasts: ids count up from 1, each dismissed after 8 s (R-FLOW-12). */
export const notified = createEvent<{ type: NoticeType; message: string }>();
export const noticeDismissed = createEvent<number>();

const $nextId = createStore(1);
export const $notices = createStore<Notice[]>([]);

const noticeAdded = createEvent<Notice>();

// The same message already on screen is not stacked again (two failed reads of one thing say it once).
sample({
  clock: notified,
  source: { id: $nextId, list: $notices },
  filter: ({ list }, n) => !list.some((o) => o.type === n.type && o.message === n.message),
  fn: ({ id }, n) => ({ id, ...n }),
  target: noticeAdded,
});
$nextId.on(noticeAdded, (id) => id + 1);
$notices.on(noticeAdded, (list, n) => [...list, n]).on(noticeDismissed, (list, id) => list.filter((n) => n.id !== id));

// Each notice's own timer, as src/features/announcement/model/hold.ts keeps its own: patronum's `delay` does
// the same for +361 bytes gzip in the first file (measured 2026-12-03).
const dismissLaterFx = createEffect((n: Notice) => new Promise<number>((resolve) => setTimeout(resolve, NOTIFICATION_MS, n.id)));
sample({ clock: noticeAdded, target: dismissLaterFx });
sample({ clock: dismissLaterFx.doneData, target: noticeDismissed });

/** A next step a money dialog offers: support (LINE, with the reference), or the same action again. */
export type DialogNext = "support" | "deposit" | "withdraw";

/** The generic notification dialog (width 500): one at a time, above any popup. */
export interface DialogContent {
  tone: NoticeType;
  title?: string;
  message: string;
  /** Money dialogs: what happened to the money. */
  detail?: string;
  /** Money dialogs: the request's reference, shown and sent to support. */
  reference?: string;
  next?: DialogNext[];
}
export const dialogShown = createEvent<DialogContent>();
export const dialogClosed = createEvent();
export const $dialog = createStore<DialogContent | null>(null)
  .on(dialogShown, (_, d) => d)
  .reset(dialogClosed);

/** Full-screen loading indicator: a counter so overlapping loads do not hide it early. */
export const loadingStarted = createEvent();
export const loadingFinished = createEvent();
const $loadingCount = createStore(0)
  .on(loadingStarted, (n) => n + 1)
  .on(loadingFinished, (n) => Math.max(0, n - 1));
export const $loading = $loadingCount.map((n) => n > 0);
