import "./styles.css";
export { SlipPage } from "./ui/slip-page";
