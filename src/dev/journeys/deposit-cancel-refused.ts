import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "deposit-cancel-refused",
  title: "Pending deposit: the player cancels, the server refuses (success: false); tracking goes on until it completes",
  start: "/",
  session: "member",
  watch: [
    "The pending deposit's process popup opens on start; tap 'ยกเลิกรายการ'",
    "'รายการนี้กำลังตรวจสอบ ยกเลิกไม่ได้'; close it: tracking goes on, two polls pending, then 'ฝากเงินสำเร็จ จำนวน 500.00 บาท'",
  ],
  steps: [
    { answers: { getProfile: "pendingDepositBank", cancelDeposit: "refused" } },
    { after: "cancelDeposit", answers: { getProfile: [["pendingDepositBank", 2], "depositCompleted"] }, note: "still pending for two polls, then completed" },
  ],
});
