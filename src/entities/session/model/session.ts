import { createEffect, createEvent, createStore, sample } from "effector";
import { removeCookie, setCookie } from "@/shared/lib/cookie";
import { isUsableLifetime, isUsableToken } from "@/shared/api";
import { safeStorage } from "@/shared/lib/storage";
import { token, tokenExpires } from "@/shared/config/storage-keys.json";

/**
 * Session (R-FLOW-1): guest or member. The token lives in local storage
 * and a cookie that expires at now + expires_in seconds, measured on this
 * device's clock so a skewed server clock cannot shorten or stretch it.
 */
export const TOKEN_KEY = token;
export const EXPIRES_KEY = tokenExpires;
/** This device's record of a member's pending deposit or withdrawal (the pending-request entity writes it). */
export const PENDING_KEY = "lobby.pending-request";
/** Keys the session owns and clears on logout (registration drafts and pending requests are per-member). */
const MEMBER_STORAGE_KEYS = [TOKEN_KEY, EXPIRES_KEY, PENDING_KEY, "lobby.register-draft"] as const;
const SESSION_COOKIES = [TOKEN_KEY, EXPIRES_KEY] as const;

export interface StoredSession {
  token: string;
  expiresAt: number;
}

export const appStarted = createEvent();
export const loggedIn = createEvent<{ access_token: string; expires_in: number }>();
/** Logout never calls the server (R-FLOW-1). */
export const loggedOut = createEvent();
/** Any call answered 401 'Unauthenticated.' */
export const unauthorized = createEvent();
/**
 * The session ended without the member asking: the token ran out during use or
 * a call was answered 401. The app tells the member; a voluntary logout does not.
 */
export const sessionExpired = createEvent();
/** Checked before every navigation and layout render. */
export const sessionChecked = createEvent();
/** Another tab changed the stored session. */
export const storageChanged = createEvent<StoredSession | null>();

export const $session = createStore<StoredSession | null>(null);
export const $token = $session.map((s) => s?.token ?? null);
export const $isAuthenticated = $session.map((s) => s !== null);

const readStoredSessionFx = createEffect((): StoredSession | null => readStoredSession());

/**
 * The session comes from the lobby's own storage only. The cookies are written (R-FLOW-1) but
 * never read back: any API answer can set a cookie on this origin, and one the app did not write
 * must not log anyone in (docs/product-decisions.md, "Session").
 */
export function readStoredSession(): StoredSession | null {
  const token = safeStorage.get(TOKEN_KEY);
  const expiresAt = Number(safeStorage.get(EXPIRES_KEY));
  // "undefined", "null" or "" in storage (an older broken login) is no session.
  if (!isUsableToken(token) || !Number.isFinite(expiresAt) || expiresAt <= 0) return null;
  return { token, expiresAt };
}

/**
 * The session cookies belong to the lobby alone: path /lobby/ (another app on the same host never
 * receives them), SameSite=Strict (no request started by another site carries them), Secure under
 * https (setCookie). Written by script, so not HttpOnly: the token is in local storage anyway.
 */
const SESSION_COOKIE_PATH = import.meta.env.BASE_URL;

const persistSessionFx = createEffect((s: StoredSession) => {
  safeStorage.set(TOKEN_KEY, s.token);
  safeStorage.set(EXPIRES_KEY, String(s.expiresAt));
  const expires = new Date(s.expiresAt);
  setCookie(TOKEN_KEY, s.token, { expires, path: SESSION_COOKIE_PATH, sameSite: "Strict" });
  setCookie(EXPIRES_KEY, String(s.expiresAt), { expires, path: SESSION_COOKIE_PATH, sameSite: "Strict" });
});

const clearSessionFx = createEffect(() => {
  for (const key of MEMBER_STORAGE_KEYS) safeStorage.remove(key);
  // "/" too: earlier releases wrote the cookies for the whole host.
  for (const name of SESSION_COOKIES) for (const path of [SESSION_COOKIE_PATH, "/"]) removeCookie(name, path);
});

const isLive = (s: StoredSession | null, now: number): s is StoredSession => s !== null && s.expiresAt > now;

// Start: a missing or expired token logs out.
sample({ clock: appStarted, target: readStoredSessionFx });
const restoredAt = sample({ clock: readStoredSessionFx.doneData, fn: (s) => ({ s, now: Date.now() }) });
sample({ clock: restoredAt, filter: ({ s, now }) => isLive(s, now), fn: ({ s }) => s, target: $session });
sample({ clock: restoredAt, filter: ({ s, now }) => !isLive(s, now), target: loggedOut });

// Login. An unusable token or lifetime never becomes a session (callers also refuse such answers).
const sessionCreated = sample({
  clock: loggedIn,
  filter: ({ access_token, expires_in }) => isUsableToken(access_token) && isUsableLifetime(expires_in),
  fn: ({ access_token, expires_in }): StoredSession => ({ token: access_token, expiresAt: Date.now() + expires_in * 1000 }),
});
sample({ clock: sessionCreated, target: [$session, persistSessionFx] });

// Expiry check before navigation. Kept synchronous (no effect) so the router's
// middleware can fire it without waiting on the scope's other pending effects.
sample({
  clock: sessionChecked,
  source: $session,
  filter: (s) => s !== null && s.expiresAt <= Date.now(),
  target: sessionExpired,
});

// Expiry and 401 end the session like a logout, but announced as an expiry.
sample({ clock: unauthorized, filter: $isAuthenticated, target: sessionExpired });
sample({ clock: sessionExpired, target: loggedOut });
$session.reset(loggedOut);
sample({ clock: loggedOut, target: clearSessionFx });

// Other tabs: a login or logout there is mirrored here without touching storage again.
sample({ clock: storageChanged, filter: (s) => s !== null && isUsableToken(s.token), target: $session });
sample({ clock: storageChanged, source: $session, filter: (cur, next) => next === null && cur !== null, fn: () => undefined, target: loggedOut });
