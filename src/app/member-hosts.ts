import { createEffect, createEvent, createStore, sample } from "effector";
import { $isAuthenticated } from "@/entities/session";
import { readProfileFx } from "@/entities/profile/host";

/** Members only, loaded lazily: the Web Push host (the question after a completed deposit, the logout that forgets this device). */
export const loadPushHost = () => import("./push-host");

/**
 * Loads the money models that have a request to reopen (R-FLOW-6, R-FLOW-7; ./member-start). The
 * start-up profile is read here, in the scope (nothing when the server could not be asked).
 */
export const loadMemberHostsFx = createEffect(() => {
  const profile = readProfileFx().catch(() => undefined);
  return import("./member-start").then((start) => start.loadPendingHosts(profile));
});
type MemberHosts = Awaited<ReturnType<typeof loadMemberHostsFx>>;
/** Both restores start together, so they share the start-up profile read. */
const restorePendingFx = createEffect(([deposit, withdraw]: MemberHosts) => {
  deposit?.depositRestoreRequested();
  withdraw?.withdrawRestoreRequested();
});
/** This member's requests were restored (until the session ends). */
const $restored = createStore(false)
  .on(restorePendingFx, () => true)
  .reset($isAuthenticated.updates.filter({ fn: (member) => !member }));

/**
 * The app has taken its first paint over (main.tsx: the take-over is committed, or the page was
 * drawn from scratch). Until then the start-up profile is not read: a 401 on it ends the session,
 * and a session that ends while React takes the member's first paint over fails the take-over.
 */
export const appTookOver = createEvent();
const $tookOver = createStore(false).on(appTookOver, () => true);

/**
 * A member is here (a stored session once the app has taken its first paint over, or a login):
 * the money models with a request to reopen load and each reopens it, from the model, not from a
 * component's mount.
 */
sample({
  clock: [appTookOver, $isAuthenticated.updates],
  source: { member: $isAuthenticated, tookOver: $tookOver, restored: $restored, loading: loadMemberHostsFx.pending },
  filter: ({ member, tookOver, restored, loading }) => member && tookOver && !restored && !loading,
  target: loadMemberHostsFx,
});
sample({
  clock: loadMemberHostsFx.doneData,
  source: { member: $isAuthenticated, restored: $restored },
  filter: ({ member, restored }) => member && !restored,
  fn: (_, hosts) => hosts,
  target: restorePendingFx,
});
