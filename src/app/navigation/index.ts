export { asksForPopup, connectNavigation } from "./model";
export type { RouteHandle } from "./model";
