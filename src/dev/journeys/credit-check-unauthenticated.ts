import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "credit-check-unauthenticated",
  title: "Credit check: 'Unauthenticated.' on the second poll stops polling and ends the session",
  start: "/",
  session: "member",
  watch: ["Tap the credit refresh in the member bar", "First poll: still checking; second poll: 401 'Unauthenticated.': polling stops, the player is a guest"],
  steps: [{ answers: { checkCredit: "started" } }, { after: "checkCredit", answers: { getProfile: ["creditChecking", "unauthenticated"] } }],
});
