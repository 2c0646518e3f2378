export { REGISTRATION_BANKS, findBank } from "./banks";
export type { Bank } from "./banks";
export { BankLogo } from "./ui";
