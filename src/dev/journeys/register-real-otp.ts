import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "register-real-otp",
  title: "Registration with a real SMS OTP: a wrong code, the right one, password, bank, logged in",
  start: "/register",
  session: "guest",
  features: { realOtp: true },
  watch: [
    "Phone 0812345678, next; OTP 999999: 'รหัส OTP ไม่ถูกต้อง' under the field",
    "OTP 123456; password Lobby2026a twice; a bank, account 0123456789, name and LINE id; the final popup logs the member in",
  ],
  steps: [{ answers: { registerPhone: "ok", registerOtp: ["wrongOtp", "ok"], registerPassword: "ok", registerBankAccount: "ok", login: "ok" } }],
});
