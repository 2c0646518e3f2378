export { RegisterPopup } from "./ui/phone-popup";
export { RegisterOtpPopup } from "./ui/otp-popup";
export { RegisterPasswordPopup } from "./ui/password-popup";
export { RegisterBankPopup } from "./ui/bank-popup";
export { RegisterFinalPopup } from "./ui/final-popup";
export { $registration, registrationFinished } from "./model/registration";
export type { RegisterStep, RegistrationDraft } from "./model/registration";
