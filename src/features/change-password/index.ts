export { ChangePasswordPopup } from "./ui/change-password-popup";
export { changePasswordSchema } from "./model/schema";
