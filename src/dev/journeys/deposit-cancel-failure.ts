import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "deposit-cancel-failure",
  title: "Bank deposit: the countdown ends and the cancel is refused (422): the server's message; the request is cleared",
  start: "/deposit",
  session: "member",
  speed: 60,
  watch: ["Confirm the reminder, pick a promotion, type 500, submit", "At 60× the countdown ends in 15 s; the cancel answers 422: 'รายการฝากหมดเวลาแล้ว'"],
  steps: [
    { answers: { prepareBankDeposit: "created", cancelDeposit: "timedOut" } },
    { after: "prepareBankDeposit", answers: { getProfile: "pendingDepositBank" } },
  ],
});
