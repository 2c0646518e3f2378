import { api } from "@/shared/api";

/** Activates an event's bonus (R-INFO-4, R-FLOW-10). */
export const useActivateEvent = () => api.useMutation("post", "/customers/events/{id}/activate");
/** Claims a bonus by its id (R-FLOW-11). */
export const useClaimBonus = () => api.useMutation("post", "/customers/get-bonus/{id}");
/** Moves the referral earnings to the game credit (R-INFO-5, R-FLOW-9). */
export const useWithdrawReferralBonus = () => api.useMutation("post", "/customers/get-referral-bonus");
