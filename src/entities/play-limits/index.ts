export { readReminder, saveReminder } from "./reminder";
export { DepositReminderNote } from "./ui";
