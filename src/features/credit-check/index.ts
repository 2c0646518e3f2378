import "./styles.css";
export { CreditRefreshButton, LowCreditHint } from "./ui/credit-refresh";
