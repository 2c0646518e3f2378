/** What the pending-request entity reads of the profile (FSD cross-import). */
export { createProfileRefresh } from "../refresh";
export { fetchFreshProfile, findCompleted, profileQuery } from "../api";
