export { notified, noticeDismissed, $notices, dialogShown, dialogClosed, $dialog, loadingStarted, loadingFinished, $loading } from "./model";
export { createMessageEffects } from "./translated";
export type { MessageRequest } from "./translated";
export type { DialogContent } from "./model";
