/** What the pending-request entity reads of the profile (FSD cross-import). */
export { createProfileRefresh } from "../model/refresh";
export { findCompleted, readFreshProfileFx, readProfileFx } from "../api/profile";
