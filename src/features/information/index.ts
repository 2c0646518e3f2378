export { InformationPopup } from "./ui/information-popup";
