export { REGISTRATION_BANKS, bankName } from "./lib/banks";
export { BANK_TABLE, findBank } from "./lib/table";
export { BankIdentity, BankLogo } from "./ui/bank-identity";
