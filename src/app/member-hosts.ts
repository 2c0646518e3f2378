import { createEffect, createStore, sample } from "effector";
import { $isAuthenticated } from "@/entities/session";
import { readProfileFx } from "@/entities/profile";
import { $location } from "@/shared/router";

/** Members only, loaded lazily: the Web Push host (the question after a completed deposit, the logout that forgets this device). */
export const loadPushHost = () => import("./push-host");

/**
 * Loads the money models that have a request to reopen (spec section 4; ./member-start). The
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
 * A member is here (a stored session once the router feeds its first location, or a login): the
 * money models with a request to reopen load and each reopens it, from the model, not from a
 * component's mount. The first location, not the router's injection: a restored countdown runs
 * for minutes, and nothing that awaits the injection may wait for it.
 */
sample({
  clock: [$location.updates, $isAuthenticated.updates],
  source: { member: $isAuthenticated, location: $location, restored: $restored, loading: loadMemberHostsFx.pending },
  filter: ({ member, location, restored, loading }) => member && location !== null && !restored && !loading,
  target: loadMemberHostsFx,
});
sample({
  clock: loadMemberHostsFx.doneData,
  source: { member: $isAuthenticated, restored: $restored },
  filter: ({ member, restored }) => member && !restored,
  fn: (_, hosts) => hosts,
  target: restorePendingFx,
});
