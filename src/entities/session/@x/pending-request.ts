/** What the pending-request entity reads of the session (FSD cross-import). */
export { loggedOut, PENDING_KEY } from "../model/session";
