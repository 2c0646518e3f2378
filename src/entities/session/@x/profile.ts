/** What the profile entity reads of the session (FSD cross-import). */
export { $isAuthenticated } from "../model/session";
