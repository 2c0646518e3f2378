import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "credit-check-success",
  title: "Credit check: two unfinished polls, then done; the turnover check follows",
  start: "/",
  session: "member",
  watch: ["Tap the credit refresh in the member bar", "Polls every 5 s: still checking ×2, then 'เช็คเครดิตเรียบร้อย' and the new credit 2,345.75"],
  steps: [
    { answers: { getProfile: "memberWithBank", checkCredit: "started", checkTurnover: "done" } },
    { after: "checkCredit", answers: { getProfile: [["creditChecking", 2], "creditChecked"] }, note: "credit_checking 1 ×2, then 0" },
  ],
});
