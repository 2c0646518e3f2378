import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "credit-check-turnover-refused",
  title: "Credit check: done, the turnover check restarts polling, then refuses (success: false): its msg as a warning",
  start: "/",
  session: "member",
  watch: ["Tap the credit refresh in the member bar", "'กำลังเช็คเครดิต...' (restart), then 'ยอดเทิร์นโอเวอร์ยังไม่ครบ ไม่สามารถล้างโปรโมชั่นได้'"],
  steps: [{ answers: { checkCredit: "started" } }, { after: "checkCredit", answers: { getProfile: "creditChecked", checkTurnover: ["restart", "failed"] } }],
});
