import "./styles.css";
export { ResponsiblePlayPage } from "./ui/responsible-play-page";
