import { isCancelledError, type QueryClient } from "@tanstack/react-query";
import { attach } from "effector";
import { $queryClient, api, type CompletedRequest, type Profile } from "@/shared/api";

/** Query options shared by hooks, router loaders and Effector effects (one cache entry). */
export const profileQuery = () => api.queryOptions("get", "/customers/profile", {}, { staleTime: 30_000, retry: false });
export const PROFILE_KEY = profileQuery().queryKey;

/** A credit above this (a billion baht) is not a player's balance but a broken answer. */
export const MAX_CREDIT = 1_000_000_000;

/**
 * Credit is the first game wallet's credit (R-DATA-1); null when the answer has no credit in
 * a sane range (no wallet, a broken one dropped at the boundary, a negative or absurd figure): shown
 * as "—", never as a false 0.00, and never a figure to launch a game or fill a form with.
 */
export const creditOf = (p: Profile | null | undefined): number | null => {
  const credit: unknown = p?.games?.[0]?.credit;
  return typeof credit === "number" && Number.isFinite(credit) && credit >= 0 && credit <= MAX_CREDIT ? credit : null;
};
export const hasBank = (p: Profile | null | undefined): boolean => Boolean(p?.bank && p.account_number);

/**
 * The profile from the one cache entry: `fresh` asks the server past any cache freshness, otherwise a
 * fresh-enough answer or the fetch already under way is used. Readers share that entry: when another
 * caller's invalidation cancels the fetch this one joined, wait for the fetch that replaced it
 * instead of failing.
 */
async function readProfile(queryClient: QueryClient | null, fresh: boolean): Promise<Profile> {
  if (!queryClient) throw new Error("query client missing");
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await queryClient.fetchQuery(fresh ? { ...profileQuery(), staleTime: 0 } : profileQuery());
      return res.data;
    } catch (e) {
      if (!isCancelledError(e) || attempt >= 2) throw e;
    }
  }
}

/**
 * The profile for an effect that needs a field of it (phone, credit, gateway): a fresh-enough cached
 * answer, or the fetch already under way (joined, as at start-up), else one new request. The one
 * cached read every model uses.
 */
export const readProfileFx = attach({ source: $queryClient, effect: (queryClient) => readProfile(queryClient, false) });
/** The profile as the server has it now (polls, rechecks, the refresh on opening a money popup), updating the cache every screen reads. */
export const readFreshProfileFx = attach({ source: $queryClient, effect: (queryClient) => readProfile(queryClient, true) });

/** The completed request matching a pending one (same id and type), if the back office finished it. */
export const findCompleted = (p: Profile, id: number, type: CompletedRequest["type"]): CompletedRequest | null =>
  p.completed_requests.find((c) => c.id === id && c.type === type) ?? null;
