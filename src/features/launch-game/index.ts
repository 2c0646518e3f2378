export { LaunchGameHost, useLaunchGame } from "./ui/lazy-host";
