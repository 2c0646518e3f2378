import "./styles.css";
export { DepositReminderPopup } from "./ui/reminder-popup";
export { DepositPopup } from "./ui/deposit-popup";
export { PromotionPopup } from "./ui/promotion-popup";
export { DepositProcessPopup } from "./ui/process-popup";
export { useDepositHost } from "./ui/use-deposit-host";
export { readSlipImage } from "./model";
