export { LoginPopup } from "./ui/login-popup";
export { loginSchema } from "./model/schema";
export type { LoginForm } from "./model/schema";
