export { ForgetPasswordPopup, ResetOtpPopup, ResetNewPasswordPopup, ResetCompletePopup } from "./ui/popups";
export { $reset, resetFinished } from "./model/reset";
export type { ResetStep, ResetDraft } from "./model/reset";
