export { routerAttached, locationChanged, routeChanged, navigateFx, wentHome, homePath, $location, $router } from "./model";
export type { AppRouter, AppLocation } from "./model";
