import "./styles.css";
export { REGISTRATION_BANKS, findBank } from "./banks";
export { BankLogo } from "./ui";
