import { ApiError } from "./errors";

/**
 * A bearer token worth sending or storing: a non-empty string without spaces that is not the
 * text of a missing value ("undefined", "null"), as a broken login answer or old storage may hold.
 */
export function isUsableToken(token: unknown): token is string {
  return typeof token === "string" && /^\S+$/.test(token) && !/^(undefined|null|nan|false|true)$/i.test(token);
}

/** The longest session a login answer may grant; beyond it `expires_in` is taken as broken. */
const MAX_SESSION_SECONDS = 366 * 24 * 3600;

/** `expires_in` a session can use: whole seconds, positive, at most a year. */
export function isUsableLifetime(seconds: unknown): seconds is number {
  return typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0 && seconds <= MAX_SESSION_SECONDS;
}

/**
 * The session a login (or registration OTP) answer grants, or a thrown ApiError of kind
 * "contract" when its token or lifetime is unusable: such an answer is a failed login.
 */
export function usableSession(answer: { access_token?: unknown; expires_in?: unknown } | null | undefined): {
  access_token: string;
  expires_in: number;
} {
  const { access_token, expires_in } = answer ?? {};
  if (isUsableToken(access_token) && isUsableLifetime(expires_in)) return { access_token, expires_in };
  throw new ApiError("contract", 200, {}, []);
}

/**
 * The temporary bearer of a registration OTP answer: only `access_token` is required (the contract's
 * `expires_in` is optional and not needed: the token is dropped after the bank step). An unusable
 * token is a failed step (ApiError "contract"); a lifetime outside `isUsableLifetime` is null.
 */
export function registrationBearer(answer: { access_token?: unknown; expires_in?: unknown } | null | undefined): {
  access_token: string;
  expires_in: number | null;
} {
  const { access_token, expires_in } = answer ?? {};
  if (!isUsableToken(access_token)) throw new ApiError("contract", 200, {}, []);
  return { access_token, expires_in: isUsableLifetime(expires_in) ? expires_in : null };
}
