import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "forgot-password",
  title: "Forgot password: phone, a refused OTP, the right OTP, new password, complete, login",
  start: "/forgetpassword",
  session: "guest",
  watch: [
    "Phone 0812345678, 'ขอรหัส OTP'; OTP 123456: refused once ('รหัส OTP ไม่ถูกต้อง'), confirm again",
    "New password Lobby2026b twice, save; 'เข้าสู่ระบบ' opens the login",
  ],
  steps: [{ answers: { startPasswordReset: "ok", confirmResetOtp: ["fieldErrors", "ok"], confirmResetPassword: "ok", login: "ok" } }],
});
