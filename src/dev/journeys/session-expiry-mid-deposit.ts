import { defineJourney } from "@/dev/journey";

export default defineJourney({
  name: "session-expiry-mid-deposit",
  title: "Session expires while a deposit is pending: the poll gets 401, polling stops, the player is logged out",
  start: "/deposit",
  session: "member",
  watch: [
    "Confirm the reminder, pick a promotion, type 500, submit",
    "Two polls pending, the third 401 'Unauthenticated.': the process popup closes, the lobby shows a guest",
  ],
  steps: [
    { answers: { prepareBankDeposit: "created" } },
    { after: "prepareBankDeposit", answers: { getProfile: [["pendingDepositBank", 2], "unauthenticated"] } },
  ],
});
