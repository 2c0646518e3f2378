import { isCancelledError, type QueryClient } from "@tanstack/react-query";
import { api, type CompletedRequest, type Profile } from "@/shared/api";

/** Query options shared by hooks, router loaders and Effector effects (one cache entry). */
export const profileQuery = () => api.queryOptions("get", "/customers/profile", {}, { staleTime: 30_000, retry: false });
export const PROFILE_KEY = profileQuery().queryKey;

/**
 * Credit is the first game wallet's credit (spec section 3); null when the answer has no finite
 * credit (no wallet, or a broken one dropped at the boundary): shown as "—", never as a false 0.00.
 */
export const creditOf = (p: Profile | null | undefined): number | null => {
  const credit: unknown = p?.games?.[0]?.credit;
  return typeof credit === "number" && Number.isFinite(credit) ? credit : null;
};
export const hasBank = (p: Profile | null | undefined): boolean => Boolean(p?.bank && p.account_number);

/** Fetches the profile past any cache freshness, updating the cache every screen reads. */
export async function fetchFreshProfile(queryClient: QueryClient | null): Promise<Profile> {
  if (!queryClient) throw new Error("query client missing");
  // Pollers share the one cache entry: when another caller's invalidation cancels the fetch this
  // one joined, wait for the fetch that replaced it instead of failing the poll.
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });
      return res.data;
    } catch (e) {
      if (!isCancelledError(e) || attempt >= 2) throw e;
    }
  }
}

/** The completed request matching a pending one (same id and type), if the back office finished it. */
export const findCompleted = (p: Profile, id: number, type: CompletedRequest["type"]): CompletedRequest | null =>
  p.completed_requests.find((c) => c.id === id && c.type === type) ?? null;
