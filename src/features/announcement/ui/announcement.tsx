import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { lazyModule } from "@/shared/lib/lazy-module";
import { notificationQuery } from "../api/notification";
import { $noticeHeld } from "../model/hold";
import { useNoticeHoldFeed } from "../model/use-notice-hold-feed";

// The sanitiser and the view load only when there is something to show (the boot script fetches
// their file beside the entry: build/first-paint-head.ts, FIRST_SCREEN.all); the notice renders
// once its module is in. A failed load shows nothing (the notice's errors are ignored).
const view = lazyModule(() => import("./announcement-view"));

/**
 * Start-up: the notice is asked for as soon as config.json has said where the API is (src/app/main.tsx),
 * and its view loads as soon as there is a notice, so the overlay opens with the page.
 */
export function prefetchAnnouncement(queryClient: QueryClient): void {
  queryClient.fetchQuery(notificationQuery()).then(
    (answer) => {
      if (answer.data?.[0]) view.load().catch(() => undefined);
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
  const loaded = view.useModule(Boolean(first));
  if (!first || !loaded) return null;
  return <loaded.AnnouncementView notification={first} held={held} />;
}
