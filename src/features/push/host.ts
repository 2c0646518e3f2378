/**
 * Light entry for the app shell (members only, loaded after login): the host model and its
 * component. The switch and the question (index.ts) load only when one of them is on screen.
 */
export { PushHost } from "./ui/push-host";
export { depositCredited, notificationOpened, pushConfigured } from "./model/push-host";
