import type { AppRouter, NavigateParams } from "./model";

/** A router for fork() scopes (`values: [[$router, router]]`) that records where models went. */
export function recordingRouter(): { router: AppRouter; visits: Array<Required<NavigateParams>> } {
  const visits: Array<Required<NavigateParams>> = [];
  return { router: { navigate: (to, options) => void visits.push({ to, replace: options?.replace ?? false }) }, visits };
}
