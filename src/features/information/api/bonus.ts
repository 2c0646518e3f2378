import { api } from "@/shared/api";

/** Activates an event's bonus (spec section 2, tab 2). */
export const useActivateEvent = () => api.useMutation("post", "/customers/events/{id}/activate");
/** Claims a bonus by its id (spec section 4). */
export const useClaimBonus = () => api.useMutation("post", "/customers/get-bonus/{id}");
/** Moves the referral earnings to the game credit (spec section 2, tab 3). */
export const useWithdrawReferralBonus = () => api.useMutation("post", "/customers/get-referral-bonus");
