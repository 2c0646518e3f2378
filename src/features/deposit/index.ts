export { DepositReminderPopup } from "./ui/reminder-popup";
export { DepositPopup } from "./ui/deposit-popup";
export { PromotionPopup } from "./ui/promotion-popup";
export { DepositProcessPopup } from "./ui/process-popup";
export { readSlipImage } from "./model/deposit";
