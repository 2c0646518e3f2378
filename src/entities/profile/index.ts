import "./styles.css";
export { PROFILE_KEY, creditOf, hasBank, readProfileFx, readFreshProfileFx } from "./api/profile";
export { useProfile } from "./use-profile";
export { createProfileRefresh } from "./refresh";
export { TurnoverProgress } from "./ui/turnover-progress";
