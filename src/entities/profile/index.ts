import "./styles.css";
export { profileQuery, PROFILE_KEY, creditOf, hasBank, fetchFreshProfile } from "./api";
export { useProfile } from "./use-profile";
export { createProfileRefresh } from "./refresh";
export { TurnoverProgress } from "./ui/turnover-progress";
