export { referralQuery, REFERRAL_KEY, shownWinLoss, isReferralDate } from "./api/referral";
