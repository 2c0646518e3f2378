import "./styles.css";
export { readReminder, saveReminder } from "./reminder";
export { DepositReminderNote } from "./ui";
