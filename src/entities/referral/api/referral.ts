import { api } from "@/shared/api";

/**
 * Referral programme details (R-DATA-5, R-API-5). Without a date the call returns the
 * unfiltered lists; with one (YYYY-MM-DD) the friend lists are filtered to that day.
 * Errors are only logged by the caller, so the query never throws into an error boundary.
 */
export const referralQuery = (date?: string | null) =>
  api.queryOptions("get", "/customers/referral", date ? { params: { query: { date } } } : {}, {
    staleTime: 30_000,
    retry: false,
    throwOnError: false,
  });

/** Prefix of every referral query key: invalidates the dated and undated answers together. */
export const REFERRAL_KEY = ["get", "/customers/referral"] as const;

/** Friends' win/loss total as shown: 0 when not positive (R-INFO-5). */
export const shownWinLoss = (total: number | null | undefined): number => (total && total > 0 ? total : 0);

/** YYYY-MM-DD, the only date form the call accepts. */
export const isReferralDate = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
