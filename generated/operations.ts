// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
/** Operations that need the member's bearer token (the contract's `security`). */
export const securedOperations: ReadonlySet<string> = new Set<string>([
  "GET /customers/profile",
  "GET /customers/check-credit",
  "GET /customers/check-turnover",
  "GET /launch-game/{provider}/{game}",
  "GET /customers/referral",
  "POST /customers/get-referral-bonus",
  "POST /customers/get-bonus/{id}",
  "POST /customers/update-password",
  "POST /register/password",
  "POST /register/bank-account",
  "POST /requests/deposit/payment-gateway",
  "POST /requests/deposit/prepare",
  "POST /requests/deposit/{id}/cancel",
  "POST /requests/withdraw",
  "POST /customers/events/{id}/activate",
  "POST /customers/push-subscriptions",
  "DELETE /customers/push-subscriptions",
]);

/** Operations whose request body is application/x-www-form-urlencoded. */
export const formOperations: ReadonlySet<string> = new Set<string>([
  "POST /login",
]);
