import { createEffect, createStore, sample } from "effector";
import { $isAuthenticated } from "@/entities/session";
import { $location } from "@/shared/router";

/**
 * Members only, loaded lazily: the money models (deposit, withdraw) and the Web Push host. Guests
 * never download them. Two money chunks, so the browser evaluates each in a short task of its own.
 */
export const loadMemberHosts = () => Promise.all([import("@/features/deposit/host"), import("@/features/withdraw/host"), import("./push-host")]);
type MemberHosts = Awaited<ReturnType<typeof loadMemberHosts>>;

export const loadMemberHostsFx = createEffect(loadMemberHosts);
/** Both restores start together, so they share the start-up profile read. */
const restorePendingFx = createEffect(([deposit, withdraw]: MemberHosts) => {
  deposit.depositRestoreRequested();
  withdraw.withdrawRestoreRequested();
});
/** This member's requests were restored (until the session ends). */
const $restored = createStore(false)
  .on(restorePendingFx, () => true)
  .reset($isAuthenticated.updates.filter({ fn: (member) => !member }));

/**
 * A member is here (a stored session once the router feeds its first location, or a login): the
 * money models load and each reopens the request it still has pending (spec section 4), from the
 * model, not from a component's mount. The first location, not the router's injection: a restored
 * countdown runs for minutes, and nothing that awaits the injection may wait for it.
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
