import "./styles.css";
export { InformationPopup } from "./ui/information-popup";
