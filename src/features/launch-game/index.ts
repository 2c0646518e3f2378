import "./styles.css";
export { LaunchGameHost, useLaunchGame } from "./ui/launch-host";
