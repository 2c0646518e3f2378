import { useEffect, useSyncExternalStore } from "react";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { notificationQuery } from "../api/notification";
import { $noticeHeld } from "../model/hold";
import { useNoticeHoldFeed } from "../model/use-notice-hold-feed";

type View = typeof import("./announcement-view");

// The sanitiser and the view load only when there is something to show (the boot script fetches
// their file beside the entry: build/first-paint-head.ts, FIRST_SCREEN.all). No React.lazy: a lazy
// view suspends on its first render even when its module is in, and React holds a boundary's
// reveal back for a moment after another's (the take-over's). The notice renders once its module is in.
let view: View | null = null;
let viewLoad: Promise<unknown> | null = null;
const viewLoaded = new Set<() => void>();
const loadView = () =>
  (viewLoad ??= import("./announcement-view").then(
    (m) => {
      view = m;
      viewLoaded.forEach((listener) => listener());
    },
    // A failed load shows nothing (the notice's errors are ignored); a later mount tries again.
    () => void (viewLoad = null),
  ));
const onViewLoaded = (listener: () => void) => {
  viewLoaded.add(listener);
  return () => void viewLoaded.delete(listener);
};
const loadedView = () => view;

/**
 * Start-up: the notice is asked for as soon as config.json has said where the API is (src/app/main.tsx),
 * and its view loads as soon as there is a notice, so the overlay opens with the page.
 */
export function prefetchAnnouncement(queryClient: QueryClient): void {
  queryClient.fetchQuery(notificationQuery()).then(
    (answer) => {
      if (answer.data?.[0]) void loadView();
    },
    () => undefined,
  );
}

export function Announcement() {
  const { data } = useQuery(notificationQuery());
  useNoticeHoldFeed();
  // A popup the player opened (login, deposit…) comes first, and the notice does not open under a
  // tap (model/hold.ts).
  const held = useUnit($noticeHeld);
  const first = data?.data?.[0];
  // Once in, the view stays the same component: the notice is never mounted anew (a closed one stays closed).
  const loaded = useSyncExternalStore(onViewLoaded, loadedView, loadedView);
  useEffect(() => {
    if (first && !loaded) void loadView();
  }, [first, loaded]);
  if (!first || !loaded) return null;
  return <loaded.AnnouncementView notification={first} held={held} />;
}
