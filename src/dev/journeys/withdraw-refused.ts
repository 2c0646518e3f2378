import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "withdraw-refused",
  title: "Withdrawal refused twice: a field error for a field the form lacks (422 phone), then success: false with its msg",
  start: "/withdraw",
  session: "member",
  watch: ["Type 300, submit: 'เบอร์นี้ถูกระงับการถอน' in the red list", "Submit again: 'ถอนได้วันละ 3 ครั้ง'"],
  steps: [{ answers: { createWithdraw: ["phoneBlocked", "refused"] } }],
});
