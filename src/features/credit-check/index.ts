export { CreditRefreshButton, LowCreditHint } from "./ui/credit-refresh";
