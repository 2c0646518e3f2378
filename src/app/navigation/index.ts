export { connectNavigation, demandedPopup, profileLoadFailed } from "./model";
export type { RouteHandle } from "./model";
