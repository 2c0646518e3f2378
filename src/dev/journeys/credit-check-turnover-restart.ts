import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "credit-check-turnover-restart",
  title: "Credit check: done, the turnover check restarts polling ('กำลังเช็คเครดิต...'), then done",
  start: "/",
  session: "member",
  watch: [
    "Tap the credit refresh in the member bar",
    "After 5 s: 'เช็คเครดิตเรียบร้อย', then 'กำลังเช็คเครดิต...' (turnover restart)",
    "One unfinished poll, then done again",
  ],
  steps: [
    { answers: { checkCredit: "started", checkTurnover: "restart" } },
    { after: "checkCredit", answers: { getProfile: "creditChecked" }, note: "credit done on the first poll" },
    { after: "checkTurnover", answers: { getProfile: ["creditChecking", "creditChecked"], checkTurnover: "done" }, note: "restarted round" },
  ],
});
