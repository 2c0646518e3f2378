import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "withdraw-failed",
  title: "Withdrawal: pending, then failed with its cause",
  start: "/withdraw",
  session: "member",
  watch: ["Type 300, submit", "One poll pending, then 'ถอนเงินไม่สำเร็จ (บัญชีไม่ถูกต้อง)'"],
  steps: [{ answers: { createWithdraw: "created" } }, { after: "createWithdraw", answers: { getProfile: ["pendingWithdraw", "withdrawFailed"] } }],
});
