export { LaunchGameHost, useLaunchGame, isMobileDevice } from "./ui/launch-host";
export { isFirstDepositMessage, demoUrl } from "./model";
export type { LaunchableGame, GameFrame, LaunchNotice } from "./model";
