import "./styles.css";
export { WithdrawPopup } from "./ui/withdraw-popup";
export { WithdrawProcessPopup } from "./ui/process-popup";
export { useWithdrawHost } from "./ui/use-withdraw-host";
