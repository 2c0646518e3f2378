export {
  $popupMode,
  popupOpened,
  popupClosed,
  popupDismissed,
  popupShown,
  isPopupMode,
  isMemberPopup,
  isLinkablePopup,
  opensOverHome,
  POPUP_ROUTES,
  popupMenu,
} from "./model";
export type { PopupMode } from "./model";
export { stepPopups } from "./steps";
