export { readReminder, saveReminder, depositedToday, REMINDER_KEY } from "./reminder";
export { DepositReminderNote } from "./ui";
