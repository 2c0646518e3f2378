export { profileQuery, PROFILE_KEY, creditOf, hasBank } from "./api";
export { useProfile } from "./use-profile";
