/** What the pending-request entity reads of the session (FSD cross-import). */
export { loggedOut } from "../model/session";
