import { createEvent, createStore } from "effector";

/** A new service worker is waiting: the update banner offers to switch to it. */
export const updateAvailable = createEvent();
export const updateDismissed = createEvent();
export const $updateReady = createStore(false)
  .on(updateAvailable, () => true)
  .reset(updateDismissed);
