import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "withdraw-completed",
  title: "Withdrawal: pending for two polls, then completed",
  start: "/withdraw",
  session: "member",
  watch: ["Type 300, submit", "The process popup counts down from 30:00; pending ×2, then 'ถอนเงินสำเร็จ จำนวน 300.00 บาท' and home"],
  steps: [
    { answers: { getProfile: "memberWithBank", createWithdraw: "created" } },
    { after: "createWithdraw", answers: { getProfile: [["pendingWithdraw", 2], "withdrawCompleted"] } },
  ],
});
