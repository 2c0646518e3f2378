import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "deposit-completed",
  title: "Bank deposit: pending for two polls, then completed",
  start: "/deposit",
  session: "member",
  watch: [
    "Confirm the reminder, pick the promotion 'ฝาก 100 รับ 50', type 500, submit",
    "The process popup counts down from 15:00; polls every 10 s: pending ×2, then 'ฝากเงินสำเร็จ จำนวน 500.00 บาท' and home",
  ],
  steps: [
    { answers: { getProfile: "memberWithBank", prepareBankDeposit: "created" } },
    { after: "prepareBankDeposit", answers: { getProfile: [["pendingDepositBank", 2], "depositCompleted"] } },
  ],
});
