/** What the pending-request entity reads of the profile (FSD cross-import). */
export { createProfileRefresh } from "../refresh";
export { findCompleted, readFreshProfileFx, readProfileFx } from "../api/profile";
/** The typed member fixture the pending-request test helpers build on (test files only; the app never imports it). */
export { memberProfile } from "../testing";
