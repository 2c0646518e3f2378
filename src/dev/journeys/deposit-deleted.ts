import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "deposit-deleted",
  title: "Bank deposit: pending, then deleted by the back office with its cause",
  start: "/deposit",
  session: "member",
  watch: ["Confirm the reminder, pick a promotion, type 500, submit", "One poll pending, then 'ฝากเงินไม่สำเร็จ (ยอดเงินไม่ตรง)'"],
  steps: [{ answers: { prepareBankDeposit: "created" } }, { after: "prepareBankDeposit", answers: { getProfile: ["pendingDepositBank", "depositDeleted"] } }],
});
