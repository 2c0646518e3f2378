/** Light entry for the app shell (the popups in index.ts load lazily). */
export { useDepositHost } from "./ui/use-deposit-host";
export { depositCompleted } from "./model";
