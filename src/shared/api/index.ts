import type { components, paths } from "@generated/api";
/** The contract's named examples per operationId (the tests' HTTP mock picks answers by them). */
export type { ExampleNames } from "@generated/examples";
/** Each operation's parameters, bodies and answers by operationId (the tests' mock types its answers with them). */
export type { operations as ContractOperations } from "@generated/api";

export { api, asForm, fetchClient, configureApiAuth, setApiBaseUrl } from "./client";
export { ApiError, toApiError, readErrorBody, unwrap, acceptAnswer, acknowledged } from "./errors";
export type { ApiErrorKind } from "./errors";
export { isUsableToken, isUsableLifetime, usableSession, registrationBearer } from "./token";
export { droppedFromLatest, onContractViolation } from "./contract";
export type { ContractReport } from "./contract";

type Schemas = components["schemas"];
export type Profile = Schemas["Profile"];
export type CurrentPromotion = Schemas["CurrentPromotion"];
export type PendingRequest = Schemas["PendingRequest"];
export type CompletedRequest = Schemas["CompletedRequest"];
export type HistoryItem = Schemas["HistoryItem"];
export type LobbyEvent = Schemas["Event"];
export type Promotion = Schemas["Promotion"];
export type ReferralInfo = Schemas["ReferralInfo"];
export type ReferralEntry = Schemas["ReferralEntry"];
export type ServerNotification = Schemas["Notification"];
export type Provider = Schemas["Provider"];
export type Game = Schemas["Game"];
export type Catalogue = Schemas["Catalogue"];
export type BankCode = Schemas["BankCode"];

type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: infer C };
}
  ? C extends { "application/json": infer B }
    ? B
    : C extends { "application/x-www-form-urlencoded": infer F }
      ? F
      : never
  : never;

/** Request body types, for type-checking form schemas against the contract. */
export type LoginBody = JsonBody<"/login", "post">;
export type RegisterPhoneBody = JsonBody<"/register/phone", "post">;
export type RegisterOtpBody = JsonBody<"/register/otp", "post">;
export type RegisterPasswordBody = JsonBody<"/register/password", "post">;
export type RegisterBankBody = JsonBody<"/register/bank-account", "post">;
export type ResetStartBody = JsonBody<"/reset-password/start", "post">;
export type ResetOtpBody = JsonBody<"/reset-password/confirm-otp", "post">;
export type ResetPasswordBody = JsonBody<"/reset-password/confirm-password", "post">;
export type UpdatePasswordBody = JsonBody<"/customers/update-password", "post">;
export type DepositBody = JsonBody<"/requests/deposit/prepare", "post">;
export type WithdrawBody = JsonBody<"/requests/withdraw", "post">;
export { $queryClient, createAppQueryClient } from "./query";
