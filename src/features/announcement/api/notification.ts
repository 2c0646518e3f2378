import { api } from "@/shared/api";

/**
 * Server notice from /notification; errors are ignored (R-API-3): no retry, and a
 * failed start-up read is not asked again when the overlay mounts.
 */
export const notificationQuery = () =>
  api.queryOptions("get", "/notification", {}, { staleTime: 5 * 60_000, retry: false, retryOnMount: false, throwOnError: false });
