import "./styles.css";
export { REGISTRATION_BANKS, bankName } from "./banks";
export { BANK_TABLE, findBank } from "./table";
export { BankIdentity, BankLogo } from "./ui";
