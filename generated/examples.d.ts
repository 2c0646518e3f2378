// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
/** Named examples of each operation (`Prefer: example=<name>` on Prism). */
export interface ExampleNames {
  login: "ok" | "loginFailed" | "fieldErrors" | "accountSuspended" | "serverError" | "legacyError";
  getProfile: "memberWithBank" | "memberNoBank" | "creditChecking" | "creditChecked" | "lowCredit" | "zeroCredit" | "pendingDepositBank" | "pendingDepositQr" | "pendingDepositQrImage" | "depositCompleted" | "depositDeleted" | "depositQrCompleted" | "pendingWithdraw" | "withdrawCompleted" | "withdrawFailed" | "promotionsEmpty" | "neverDeposited" | "historyEmpty" | "eventsAllActivated" | "xssStrings" | "unauthenticated" | "serverError" | "legacyError";
  listNotifications: "popup" | "banner" | "none" | "xss" | "serverError" | "legacyError";
  checkCredit: "started" | "notStarted" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  checkTurnover: "done" | "restart" | "failed" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  launchGame: "success" | "failure" | "firstDeposit" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  getReferral: "full" | "empty" | "negativeTotal" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  withdrawReferralBonus: "success" | "failure" | "unauthenticated" | "serverError" | "legacyError";
  claimBonus: "success" | "failure" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  updatePassword: "ok" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  startPasswordReset: "ok" | "fieldErrors" | "serverError" | "legacyError";
  confirmResetOtp: "ok" | "fieldErrors" | "serverError" | "legacyError";
  confirmResetPassword: "ok" | "fieldErrors" | "serverError" | "legacyError";
  registerPhone: "ok" | "fieldErrors" | "serverError" | "legacyError";
  registerOtp: "ok" | "wrongOtp" | "fieldErrors" | "serverError" | "legacyError";
  registerPassword: "ok" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  registerBankAccount: "ok" | "unauthenticated" | "fieldErrors" | "accountNumberTaken" | "nameMismatch" | "serverError" | "legacyError";
  createGatewayDeposit: "created" | "refused" | "unauthenticated" | "amountRequired" | "ruleMessage" | "serverError" | "legacyError";
  prepareBankDeposit: "created" | "refused" | "unauthenticated" | "amountRequired" | "ruleMessage" | "serverError" | "legacyError";
  cancelDeposit: "cancelled" | "refused" | "unauthenticated" | "timedOut" | "serverError" | "legacyError";
  createWithdraw: "created" | "refused" | "unauthenticated" | "neverDeposited" | "amountError" | "phoneBlocked" | "serverError" | "legacyError";
  sendPostback: "ok" | "fieldErrors" | "serverError" | "legacyError";
  getCatalogue: "full" | "empty" | "serverError" | "legacyError";
  activateEvent: "success" | "failure" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  createPushSubscription: "stored" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
  deletePushSubscription: "forgotten" | "unauthenticated" | "fieldErrors" | "serverError" | "legacyError";
}

export type OperationId = keyof ExampleNames;
