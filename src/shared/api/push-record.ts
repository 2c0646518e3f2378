// Web Push, what the page and the worker keep and where: apart from ./push.ts, whose message
// reading brings the contract's validator, which the page's push code does not need.

/**
 * The player's language for a notification while no lobby tab is open: the page writes it here when
 * notifications are turned on and whenever the member centre opens with them on; the worker reads it
 * per message.
 */
export const PUSH_CACHE = "lobby-push";
export const PUSH_LOCALE_URL = "/lobby/__push-locale";

/** What this device remembers (local storage, kept across logins: the question is asked once per device). */
export const PUSH_KEY = "lobby.push";
export interface PushDeviceRecord {
  /** The soft question was answered (yes or no) on this device: it is not asked again. */
  answered?: boolean;
  /** The endpoint this device sent the server: forgotten at opt-out and at logout. */
  endpoint?: string | null;
}
