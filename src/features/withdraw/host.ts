/** Light entry for the app shell (the popups above load lazily from index.ts). */
export { useWithdrawHost } from "./ui/use-withdraw-host";
