import { createEffect, sample } from "effector";
import { $isAuthenticated } from "@/entities/session";
import { $router, routerAttached } from "@/shared/router";

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

/**
 * A member is here (a stored session once the router is in place, or a login): the money models load
 * and each reopens the request it still has pending (spec section 4), from the model, not from a
 * component's mount.
 */
sample({
  clock: [routerAttached, $isAuthenticated.updates],
  source: { member: $isAuthenticated, router: $router },
  filter: ({ member, router }) => member && router !== null,
  target: loadMemberHostsFx,
});
sample({ clock: loadMemberHostsFx.doneData, filter: $isAuthenticated, target: restorePendingFx });
