export { notified, noticeDismissed, $notices, dialogShown, dialogClosed, $dialog, loadingStarted, loadingFinished, $loading } from "./model";
// createMessageEffects is imported from "@/shared/notify/translated" (only lazy models create them: not in the first file).
export type { MessageRequest } from "./translated";
export type { DialogContent } from "./model";
