import { getJsonCookie, setCookie, getCookie } from "@/shared/lib/cookie";
import { AFFILIATE_COOKIE, CLICK_COOKIE, CLICK_COOKIE_MS, REFERRAL_COOKIE } from "@/shared/config";

/** Who referred a registrant (R-DATA-8) and the advertising click id (R-PRD-8). */
export interface AffiliateCookie {
  affiliate_key: string;
  username?: string;
  name?: string;
  line?: string;
}
interface ReferralCookie {
  referral_key: string;
}

/** Referrer cookies live as long as the click cookie: 30 days. */
const REFERRER_MS = CLICK_COOKIE_MS;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function captureAffiliate(key: string, extra: Omit<AffiliateCookie, "affiliate_key"> = {}): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  const value: AffiliateCookie = { affiliate_key: key };
  for (const field of ["username", "name", "line"] as const) {
    const v = extra[field]?.trim();
    if (v) value[field] = v.slice(0, 64);
  }
  setCookie(AFFILIATE_COOKIE, JSON.stringify(value), { maxAgeMs: REFERRER_MS });
  return true;
}

export function captureReferral(key: string): boolean {
  if (!KEY_PATTERN.test(key)) return false;
  setCookie(REFERRAL_COOKIE, JSON.stringify({ referral_key: key } satisfies ReferralCookie), { maxAgeMs: REFERRER_MS });
  return true;
}

const readAffiliate = (): AffiliateCookie | null => getJsonCookie<AffiliateCookie>(AFFILIATE_COOKIE);
const readReferral = (): ReferralCookie | null => getJsonCookie<ReferralCookie>(REFERRAL_COOKIE);

/** Keys sent on register/phone: the affiliate key wins when both exist. */
export function referrerKeys(): { affiliate_key?: string; referral_key?: string } {
  const aff = readAffiliate();
  if (aff?.affiliate_key) return { affiliate_key: aff.affiliate_key };
  const ref = readReferral();
  if (ref?.referral_key) return { referral_key: ref.referral_key };
  return {};
}

/** click_id on any page is kept in cookie adskeeper on path / (2592e6 read as ms = 30 days). */
export function captureClickId(search: URLSearchParams): void {
  const id = search.get("click_id");
  if (id && /^[\w.-]{1,128}$/.test(id)) setCookie(CLICK_COOKIE, id, { maxAgeMs: CLICK_COOKIE_MS, path: "/" });
}

export const readClickId = (): string | null => getCookie(CLICK_COOKIE);
