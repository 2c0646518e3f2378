export {
  appStarted,
  loggedIn,
  loggedOut,
  unauthorized,
  sessionExpired,
  sessionChecked,
  storageChanged,
  $session,
  $token,
  $isAuthenticated,
  readStoredSession,
  TOKEN_KEY,
  EXPIRES_KEY,
} from "./model";
;
