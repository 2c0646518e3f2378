/**
 * Light entry for the app shell (the member bar, navigation, the member's start): the profile read
 * and its cache key, without the popups' parts (the turnover progress, the opening refresh), which
 * load with the popups that show them.
 */
export { PROFILE_KEY, creditOf, readProfileFx } from "./api/profile";
export { useProfile } from "./api/use-profile";
