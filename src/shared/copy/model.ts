import { createEffect, createEvent, createStore, sample } from "effector";
import { delay } from "patronum";
import { COPY_TOOLTIP_MS } from "@/shared/config";

/** Copy with a fallback for browsers (or LINE's in-app view) without the Clipboard API. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* permission denied or insecure context: try the legacy path */
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy failed");
}

export const copyRequested = createEvent<{ id: string; text: string }>();
export const copyFx = createEffect(async ({ text }: { id: string; text: string }) => writeClipboard(text));

/** The one copy tooltip on screen: which control, and whether it worked; cleared after 1 s. */
export const $copyFeedback = createStore<{ id: string; ok: boolean } | null>(null);

sample({ clock: copyRequested, target: copyFx });
const feedback = sample({
  clock: copyFx.finally,
  fn: ({ params, status }) => ({ id: params.id, ok: status === "done" }),
});
sample({ clock: feedback, target: $copyFeedback });
sample({
  clock: delay({ source: feedback, timeout: COPY_TOOLTIP_MS }),
  source: $copyFeedback,
  filter: (current, shown) => current === shown,
  fn: () => null,
  target: $copyFeedback,
});
