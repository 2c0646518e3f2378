import { api, type Profile } from "@/shared/api";

/** Query options shared by hooks, router loaders and Effector effects (one cache entry). */
export const profileQuery = () => api.queryOptions("get", "/customers/profile", {}, { staleTime: 30_000, retry: false });
export const PROFILE_KEY = profileQuery().queryKey;

/** Credit is the first game wallet's credit (spec section 3). */
export const creditOf = (p: Profile | null | undefined): number => Number(p?.games?.[0]?.credit ?? 0);
export const hasBank = (p: Profile | null | undefined): boolean => Boolean(p?.bank && p.account_number);
