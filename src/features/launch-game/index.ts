export { LaunchGameHost, useLaunchGame } from "./ui/launch-host";
