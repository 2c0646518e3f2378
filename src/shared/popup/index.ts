export { $popupMode, popupOpened, popupClosed, popupDismissed, POPUP_MODES, MEMBER_POPUPS } from "./model";
export type { PopupMode } from "./model";
export { stepPopups } from "./steps";
