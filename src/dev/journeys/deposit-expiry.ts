import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "deposit-expiry",
  title: "Bank deposit: the 15-minute countdown ends, the server still shows it pending, the cancel is sent",
  start: "/deposit",
  session: "member",
  speed: 60,
  watch: [
    "Confirm the reminder, pick a promotion, type 500, submit",
    "At 60× the countdown runs 15:00 → 00:00 in 15 s; the profile is asked once more, then the cancel: 'หมดเวลาการฝากเงิน รายการนี้ถูกยกเลิกแล้ว'",
  ],
  steps: [
    { answers: { prepareBankDeposit: "created", cancelDeposit: "cancelled" } },
    { after: "prepareBankDeposit", answers: { getProfile: "pendingDepositBank" } },
  ],
});
