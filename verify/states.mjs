// Provider states: the situations `contract:verify --states <url>` asks the server under test to set
// up before the checks that need them. The run POSTs `{"version", "state", "params"}` as JSON to the
// team's own test endpoint; a 2XX JSON object is the state, anything else is "not provided" and the
// checks that needed it are reported as not tested (with the state's name). Adding, renaming or
// changing what a state must return is a new STATES_VERSION; docs/backend-teams.md lists them.

export const STATES_VERSION = "lobby-states/1";

/**
 * name → what the server must set up, and what it answers (the run reads these fields).
 * Every member state answers `{phone, password}` of a member that exists from then on; a fresh
 * member per request keeps runs independent of each other.
 */
export const STATES = {
  "member-with-bank-and-credit": {
    setUp: "a member with a bank account and credit to withdraw at least 1 baht",
    answers: "{phone, password}",
    usedFor: "deposits and their cancel, the withdrawal, the bonus and referral calls",
  },
  "member-without-bank": {
    setUp: "a member who has not added a bank account",
    answers: "{phone, password}",
    usedFor: "the profile without a bank, the member adding a bank",
  },
  "member-never-deposited": {
    setUp: "a member with a bank account who has never deposited",
    answers: "{phone, password}",
    usedFor: "withdraw refused before any deposit, game launch refused before the first deposit",
  },
  "pending-deposit": {
    setUp: "a member with one pending deposit",
    answers: "{phone, password, deposit_id}",
    usedFor: "cancelling a pending deposit, then the cancel refused for the same deposit",
  },
  "offered-promotion": {
    setUp: "a member offered a promotion with a deposit_max term (shown in the member's profile promotions)",
    answers: "{phone, password, promotion_id}",
    usedFor: "a deposit with the promotion, then one above its deposit_max refused",
  },
  "claimable-event": {
    setUp: "a member with an event bonus not yet activated",
    answers: "{phone, password, event_id, bonus}",
    usedFor: "event activation and the bonus claim",
  },
  "referral-three-levels": {
    setUp: "a member with referred friends at three levels and a referral bonus to withdraw",
    answers: "{phone, password}",
    usedFor: "the referral summary and the referral bonus withdrawal",
  },
  "otp-for-phone": {
    setUp: "nothing new: tell the OTP last sent to params.phone (params.purpose is register or reset)",
    answers: "{otp}",
    usedFor: "registration without the OTP bypass, the password reset steps",
  },
};
