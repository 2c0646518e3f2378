export { WithdrawPopup } from "./ui/withdraw-popup";
export { WithdrawProcessPopup } from "./ui/process-popup";
