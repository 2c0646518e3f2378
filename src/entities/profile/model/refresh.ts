import { attach, createEvent, createStore, sample } from "effector";
import { not } from "patronum";
import { loadingFinished, loadingStarted } from "@/shared/notify";
import { readFreshProfileFx } from "../api/profile";

/**
 * "Opening deposit, withdraw or info first refreshes the profile with the loading
 * indicator" (R-FLOW-5): one such process per popup family. `$ready` is true
 * once this opening's refresh succeeded; the loader never stays up after a failure.
 */
export function createProfileRefresh() {
  const opened = createEvent();
  const refreshFx = attach({ effect: readFreshProfileFx });
  const $ready = createStore(false)
    .on(refreshFx.done, () => true)
    .reset(opened, refreshFx.fail);
  sample({ clock: opened, filter: not(refreshFx.pending), target: refreshFx });
  sample({ clock: refreshFx, target: loadingStarted });
  sample({ clock: refreshFx.finally, target: loadingFinished });
  return { opened, refreshFx, $ready };
}
