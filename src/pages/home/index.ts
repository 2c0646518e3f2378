export { HomePage, prefetchHomeParts } from "./ui/home-page";
