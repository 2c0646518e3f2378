import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "credit-check-timeout",
  title: "Credit check: three unfinished polls, then the time-out notice",
  start: "/",
  session: "member",
  watch: ["Tap the credit refresh in the member bar", "Three polls 5 s apart stay unfinished: 'หมดระยะเวลาเช็คเครดิต ลิมิตไว้ไม่เกินจำนวน 3 ครั้ง'"],
  steps: [{ answers: { checkCredit: "started" } }, { after: "checkCredit", answers: { getProfile: "creditChecking" } }],
});
