export { readReminder, saveReminder } from "./model/reminder";
export { DepositReminderNote } from "./ui/deposit-reminder-note";
