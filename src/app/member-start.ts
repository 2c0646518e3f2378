import type { Profile } from "@/shared/api";
import { storedPendingType, type RequestType } from "@/entities/pending-request/host";

const loadMoneyHost = { deposit: () => import("./deposit-host"), withdraw: () => import("@/features/withdraw/host") };

/**
 * The money models (deposit, withdraw) a member's start needs: the kind of request the server
 * still has pending (`startProfile`, the start-up profile) and the kind this device still holds a
 * record of (a request that finished while the app was closed is reported once). Usually none:
 * the deposit and withdraw popups then bring their model when the player opens them. When the
 * server cannot be asked, both load and their restores ask again. Each loads in a chunk of its own.
 */
export async function loadPendingHosts(startProfile: Promise<Profile | undefined>) {
  const profile = await startProfile;
  const stored = storedPendingType();
  const needs = (kind: RequestType) => !profile || kind === profile.pending_request?.type || kind === stored;
  return Promise.all([needs("deposit") ? loadMoneyHost.deposit() : null, needs("withdraw") ? loadMoneyHost.withdraw() : null]);
}
