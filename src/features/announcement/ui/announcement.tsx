import { lazy, Suspense, useState, type ComponentProps } from "react";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { notificationQuery } from "../api/notification";
import { $noticeHeld } from "../model/hold";
import { useNoticeHoldFeed } from "../model/use-notice-hold-feed";

// The sanitiser and the view load only when there is something to show. Once loaded (the start-up
// prefetch below), the view renders at once: a lazy component would suspend on its first render
// even then, and React holds a boundary's reveal back for a moment after another's.
let loaded: typeof import("./announcement-view") | null = null;
const loadView = () => import("./announcement-view").then((m) => (loaded = m));
const LazyView = lazy(async () => ({ default: (await loadView()).AnnouncementView }));

/**
 * Start-up: the notice is asked for with the app's first requests, not after the first
 * render, and its view loads as soon as there is a notice, so the overlay opens with the page.
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
  if (!first) return null;
  return <Notice notification={first} held={held} />;
}

function Notice(props: ComponentProps<typeof LazyView>) {
  // Chosen once: a different component later would mount the view anew (and reopen a closed notice).
  const [View] = useState(() => loaded?.AnnouncementView ?? LazyView);
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
