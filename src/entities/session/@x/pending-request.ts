/** What the pending-request entity reads of the session (FSD cross-import). */
export { $isAuthenticated, loggedOut } from "../model";
