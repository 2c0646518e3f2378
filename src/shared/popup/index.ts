export { $popupMode, popupOpened, popupClosed, popupDismissed, popupShown, isPopupMode, isMemberPopup } from "./model";
export type { PopupMode } from "./model";
export { stepPopups } from "./steps";
