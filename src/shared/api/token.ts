/**
 * A bearer token worth sending or storing: a non-empty string without spaces that is not the
 * text of a missing value ("undefined", "null"), as a broken login answer or old storage may hold.
 */
export function isUsableToken(token: unknown): token is string {
  return typeof token === "string" && /^\S+$/.test(token) && !/^(undefined|null|nan|false|true)$/i.test(token);
}

/** The longest session a login answer may grant; beyond it `expires_in` is taken as broken. */
export const MAX_SESSION_SECONDS = 366 * 24 * 3600;

/** `expires_in` a session can use: whole seconds, positive, at most a year. */
export function isUsableLifetime(seconds: unknown): seconds is number {
  return typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0 && seconds <= MAX_SESSION_SECONDS;
}
