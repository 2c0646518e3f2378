// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
/** One contract error, as Ajv reports it (`instancePath` is a JSON pointer into the answer). */
export interface ContractError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
export interface Validator {
  (data: unknown): boolean;
  errors?: ContractError[] | null;
}
/** An operation's validators by declared status or class: `s200`, `s422`, `s5XX`, ...; `declared`: every status it declares. */
export interface ValidatorModule {
  readonly [status: `s${string}`]: Validator | undefined;
  readonly declared: readonly string[];
}

/**
 * "METHOD /path" (the contract's path) → its operation and a loader of its answers' validators (with
 * `declared`: the statuses and classes the operation declares).
 */
export const responseValidators: Readonly<Record<string, { operationId: string; load: () => Promise<ValidatorModule> }>> = {
  "POST /login": { operationId: "login", load: () => import("./login.js") },
  "GET /customers/profile": { operationId: "getProfile", load: () => import("./getProfile.js") },
  "GET /notification": { operationId: "listNotifications", load: () => import("./listNotifications.js") },
  "GET /customers/check-credit": { operationId: "checkCredit", load: () => import("./checkCredit.js") },
  "GET /customers/check-turnover": { operationId: "checkTurnover", load: () => import("./checkTurnover.js") },
  "GET /launch-game/{provider}/{game}": { operationId: "launchGame", load: () => import("./launchGame.js") },
  "GET /customers/referral": { operationId: "getReferral", load: () => import("./getReferral.js") },
  "POST /customers/get-referral-bonus": { operationId: "withdrawReferralBonus", load: () => import("./withdrawReferralBonus.js") },
  "POST /customers/get-bonus/{id}": { operationId: "claimBonus", load: () => import("./claimBonus.js") },
  "POST /customers/update-password": { operationId: "updatePassword", load: () => import("./updatePassword.js") },
  "POST /reset-password/start": { operationId: "startPasswordReset", load: () => import("./startPasswordReset.js") },
  "POST /reset-password/confirm-otp": { operationId: "confirmResetOtp", load: () => import("./confirmResetOtp.js") },
  "POST /reset-password/confirm-password": { operationId: "confirmResetPassword", load: () => import("./confirmResetOtp.js") },
  "POST /register/phone": { operationId: "registerPhone", load: () => import("./registerPhone.js") },
  "POST /register/otp": { operationId: "registerOtp", load: () => import("./registerOtp.js") },
  "POST /register/password": { operationId: "registerPassword", load: () => import("./registerPassword.js") },
  "POST /register/bank-account": { operationId: "registerBankAccount", load: () => import("./registerPassword.js") },
  "POST /requests/deposit/payment-gateway": { operationId: "createGatewayDeposit", load: () => import("./createGatewayDeposit.js") },
  "POST /requests/deposit/prepare": { operationId: "prepareBankDeposit", load: () => import("./createGatewayDeposit.js") },
  "POST /requests/deposit/{id}/cancel": { operationId: "cancelDeposit", load: () => import("./registerPassword.js") },
  "POST /requests/withdraw": { operationId: "createWithdraw", load: () => import("./createGatewayDeposit.js") },
  "GET /postback": { operationId: "sendPostback", load: () => import("./sendPostback.js") },
  "GET /catalogue": { operationId: "getCatalogue", load: () => import("./getCatalogue.js") },
  "POST /customers/events/{id}/activate": { operationId: "activateEvent", load: () => import("./claimBonus.js") },
  "POST /customers/push-subscriptions": { operationId: "createPushSubscription", load: () => import("./updatePassword.js") },
  "DELETE /customers/push-subscriptions": { operationId: "deletePushSubscription", load: () => import("./updatePassword.js") },
};
