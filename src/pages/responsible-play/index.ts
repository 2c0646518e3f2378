export { ResponsiblePlayPage } from "./ui/responsible-play-page";
