export { PROFILE_KEY, creditOf, hasBank, readProfileFx, readFreshProfileFx } from "./api/profile";
export { useProfile } from "./api/use-profile";
export { createProfileRefresh } from "./model/refresh";
export { TurnoverProgress } from "./ui/turnover-progress";
