import { createEvent, createStore, sample } from "effector";

/**
 * Page visibility for pollers: they pause while the tab is hidden and check at
 * once when it shows again. Fed from one DOM listener (usePageVisibilityFeed).
 */
export const pageVisibilityChanged = createEvent<boolean>();
export const $pageVisible = createStore(true).on(pageVisibilityChanged, (_, visible) => visible);

export const pageHidden = sample({ clock: pageVisibilityChanged, filter: (visible) => !visible, fn: () => undefined });
export const pageShown = sample({ clock: pageVisibilityChanged, filter: (visible) => visible, fn: () => undefined });
