import { attach, createEvent, createStore, sample } from "effector";
import { localePath, splitLocalePath } from "@/shared/i18n";

/**
 * Navigation as a model: the app injects the router into the scope once (`routerAttached`) and
 * feeds its settled locations (`locationChanged`); models navigate through `navigateFx` only.
 * Paths are inside the app (no `/lobby` basename), locale prefix included.
 */
export interface AppRouter {
  navigate(to: string, options?: { replace?: boolean }): unknown;
}
export interface AppLocation {
  pathname: string;
  search: string;
  /** Changes with every history entry, even one to the same URL. */
  key: string;
  /** The matched route's `handle`, when it has one. */
  handle?: unknown;
}
export interface NavigateParams {
  to: string;
  replace?: boolean;
}

export const routerAttached = createEvent<AppRouter>();
export const locationChanged = createEvent<AppLocation>();

export const $router = createStore<AppRouter | null>(null, { serialize: "ignore" }).on(routerAttached, (_, router) => router);
export const $location = createStore<AppLocation | null>(null);

/** A new history entry: the location before it (null at start) and the one now shown. */
export const routeChanged = sample({
  clock: locationChanged,
  source: $location,
  filter: (current, next) => current?.key !== next.key,
  fn: (previous, location) => ({ previous, location }),
});
$location.on(routeChanged, (_, { location }) => location);

/** The one way a model changes the URL. */
export const navigateFx = attach({
  source: $router,
  effect: async (router, { to, replace }: NavigateParams) => {
    if (!router) throw new Error("router not attached");
    await router.navigate(to, { replace: replace ?? false });
  },
});

/** Home in the language of the current URL. */
export const homePath = (location: AppLocation | null): string => localePath(splitLocalePath(location?.pathname ?? "/").locale, "/");

/** Go to / (same language); `replace` when the current entry should not stay in history. */
export const wentHome = createEvent<{ replace?: boolean } | void>();
sample({
  clock: wentHome,
  source: $location,
  fn: (location, params): NavigateParams => ({ to: homePath(location), replace: params?.replace ?? false }),
  target: navigateFx,
});
