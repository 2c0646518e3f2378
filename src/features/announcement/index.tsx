import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/shared/api";

const AnnouncementView = lazy(async () => ({ default: (await import("./ui")).AnnouncementView }));

/** Server notice from /notification; errors are ignored (spec section 7). */
export const notificationQuery = () =>
  api.queryOptions("get", "/notification", {}, { staleTime: 5 * 60_000, retry: false, throwOnError: false });

export function Announcement() {
  const { data } = useQuery(notificationQuery());
  const first = data?.data?.[0];
  if (!first) return null;
  // The sanitiser and the view load only when there is something to show.
  return (
    <Suspense fallback={null}>
      <AnnouncementView notification={first} />
    </Suspense>
  );
}
