// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
/** One contract error, as Ajv reports it (`instancePath` is a JSON pointer into the answer). */
export interface ContractError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
export interface Validator {
  (data: unknown): boolean;
  errors?: ContractError[] | null;
}
/** An operation's validators by declared status or class: `s200`, `s422`, `s5XX`, ... */
export interface ValidatorModule {
  readonly [status: `s${string}`]: Validator | undefined;
}

/**
 * "METHOD /path" (the contract's path) → its operation, the statuses (and classes) its answers declare,
 * whether its success answer is a JSON body, and a loader of their validators.
 */
export const responseValidators: Readonly<Record<string, { operationId: string; statuses: readonly string[]; successBody: boolean; load: () => Promise<ValidatorModule> }>> = {
  "POST /login": { operationId: "login", statuses: ["200","422","5XX"], successBody: true, load: () => import("./login.js") },
  "GET /customers/profile": { operationId: "getProfile", statuses: ["200","401","5XX"], successBody: true, load: () => import("./getProfile.js") },
  "GET /notification": { operationId: "listNotifications", statuses: ["200","5XX"], successBody: true, load: () => import("./listNotifications.js") },
  "GET /customers/check-credit": { operationId: "checkCredit", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./checkCredit.js") },
  "GET /customers/check-turnover": { operationId: "checkTurnover", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./checkTurnover.js") },
  "GET /launch-game/{provider}/{game}": { operationId: "launchGame", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./launchGame.js") },
  "GET /customers/referral": { operationId: "getReferral", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./getReferral.js") },
  "POST /customers/get-referral-bonus": { operationId: "withdrawReferralBonus", statuses: ["200","401","5XX"], successBody: true, load: () => import("./withdrawReferralBonus.js") },
  "POST /customers/get-bonus/{id}": { operationId: "claimBonus", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./claimBonus.js") },
  "POST /customers/update-password": { operationId: "updatePassword", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./updatePassword.js") },
  "POST /reset-password/start": { operationId: "startPasswordReset", statuses: ["200","422","5XX"], successBody: true, load: () => import("./startPasswordReset.js") },
  "POST /reset-password/confirm-otp": { operationId: "confirmResetOtp", statuses: ["200","422","5XX"], successBody: true, load: () => import("./confirmResetOtp.js") },
  "POST /reset-password/confirm-password": { operationId: "confirmResetPassword", statuses: ["200","422","5XX"], successBody: true, load: () => import("./confirmResetOtp.js") },
  "POST /register/phone": { operationId: "registerPhone", statuses: ["200","422","5XX"], successBody: true, load: () => import("./registerPhone.js") },
  "POST /register/otp": { operationId: "registerOtp", statuses: ["200","422","5XX"], successBody: true, load: () => import("./registerOtp.js") },
  "POST /register/password": { operationId: "registerPassword", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./registerPassword.js") },
  "POST /register/bank-account": { operationId: "registerBankAccount", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./registerPassword.js") },
  "POST /requests/deposit/payment-gateway": { operationId: "createGatewayDeposit", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./createGatewayDeposit.js") },
  "POST /requests/deposit/prepare": { operationId: "prepareBankDeposit", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./createGatewayDeposit.js") },
  "POST /requests/deposit/{id}/cancel": { operationId: "cancelDeposit", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./registerPassword.js") },
  "POST /requests/withdraw": { operationId: "createWithdraw", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./createGatewayDeposit.js") },
  "GET /postback": { operationId: "sendPostback", statuses: ["200","422","5XX"], successBody: false, load: () => import("./sendPostback.js") },
  "GET /catalogue": { operationId: "getCatalogue", statuses: ["200","5XX"], successBody: true, load: () => import("./getCatalogue.js") },
  "POST /customers/events/{id}/activate": { operationId: "activateEvent", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./claimBonus.js") },
  "POST /customers/push-subscriptions": { operationId: "createPushSubscription", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./updatePassword.js") },
  "DELETE /customers/push-subscriptions": { operationId: "deletePushSubscription", statuses: ["200","401","422","5XX"], successBody: true, load: () => import("./updatePassword.js") },
};
