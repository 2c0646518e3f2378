export { InformationPopup } from "./ui/information-popup";
export type { InformationPopupProps } from "./ui/information-popup";
export { informationOpened } from "./model/refresh";
