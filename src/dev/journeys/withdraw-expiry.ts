import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "withdraw-expiry",
  title: "Withdrawal: the 30-minute countdown ends; the popup closes and the request is forgotten locally (no call)",
  start: "/withdraw",
  session: "member",
  speed: 120,
  watch: ["Type 300, submit", "At 120× the countdown runs 30:00 → 00:00 in 15 s; the popup closes"],
  steps: [{ answers: { createWithdraw: "created" } }, { after: "createWithdraw", answers: { getProfile: "pendingWithdraw" } }],
});
