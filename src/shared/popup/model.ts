import { createEvent, createStore, sample } from "effector";
import table from "./popups.json";

/**
 * A link to the popup in one of the app's menus (app/navigation/menu.ts reads them): the drawer (a
 * popup's `member` says whose drawer), the member bar's row (`bar`) or its phone row (`phone`).
 */
interface MenuEntry {
  in: string;
  /** Place among the menu's other items, pages included (app/navigation/menu.ts): ascending. */
  order: number;
  /** i18n key: "nav.deposit" (common), or "<namespace>:<key>" in the drawer (its dictionary loads with the drawer). */
  label: string;
  /** Added to the popup's link: "info=history". */
  query?: string;
  /** The member bar's button style and icon (shared/ui/button, shared/ui/icon). */
  style?: string;
  icon?: string;
}

/** What a popup is, besides its code (the app's popup registry holds that). */
interface PopupEntry {
  /** Renders only for members (R-ROLE-1). */
  member: boolean;
  /** Its own route over the home page, /lobby/<path> (in every locale): the app's router and the boot script read it. */
  path?: string;
  /** A link can open it on any page with ?popup=<mode>. */
  linkable?: boolean;
  /** Its entries in the app's menus, if any. */
  menu?: readonly MenuEntry[];
}

/**
 * Every popup of R-POP-1 (exactly one is open at a time), listed once in popups.json: the
 * popup mode type, the routes (app/routing), the boot script's home paths (scripts/boot-script.mjs),
 * the links (app/navigation), the drawer's and member bar's entries (app/navigation/menu.ts) and
 * the registry of popup code (app/popup-registry.ts, which the type checker holds to this list) all
 * come from it.
 */
const POPUPS: Readonly<Record<PopupMode, PopupEntry>> = table;
export type PopupMode = keyof typeof table;

export const isPopupMode = (value: unknown): value is PopupMode => typeof value === "string" && Object.hasOwn(POPUPS, value);
/** Info, deposit, withdraw and change-password popups render only for members (R-ROLE-1). */
export const isMemberPopup = (mode: PopupMode): boolean => POPUPS[mode].member;
/** Whether ?popup=<mode> may open it (member-only ones still need a member). */
export const isLinkablePopup = (mode: PopupMode): boolean => POPUPS[mode].linkable === true;
/** The popups with a route of their own: path under /lobby/ (locale prefix aside) → popup. */
export const POPUP_ROUTES: ReadonlyMap<string, PopupMode> = new Map(
  Object.entries(POPUPS).flatMap(([mode, { path }]) => (path ? [[path, mode as PopupMode] as const] : [])),
);
/** The home page and the popup routes that open over it: "/", "/login", "/deposit" … (a path without locale prefix). */
export const opensOverHome = (path: string): boolean => path === "/" || (path.startsWith("/") && POPUP_ROUTES.has(path.slice(1)));

/**
 * The popups' menu entries, each with the link that opens its popup (no locale prefix): its route
 * (`/deposit`), else the home page, then the entry's query (`/?info=history`), or `?popup=<mode>`.
 */
export const popupMenu = () =>
  Object.entries(POPUPS).flatMap(([mode, { member, path, menu = [] }]) =>
    menu.map(({ query, ...entry }) => ({
      ...entry,
      popup: mode as PopupMode,
      member,
      to: `/${path ?? ""}` + (query ? `?${query}` : path ? "" : `?popup=${mode}`),
    })),
  );

export const popupOpened = createEvent<PopupMode>();
export const popupClosed = createEvent();
/**
 * A popup is on screen: its code is loaded and, for a member popup, a member is logged in. Fired by
 * the app's popup registry; a feature starts a popup's work from it (not from a component's mount).
 */
export const popupShown = createEvent<PopupMode>();
/** Closes only if the given popup is the open one (avoids closing a popup that replaced it). */
export const popupDismissed = createEvent<PopupMode>();

export const $popupMode = createStore<PopupMode | null>(null)
  .on(popupOpened, (_, mode) => mode)
  .reset(popupClosed);

sample({
  clock: popupDismissed,
  source: $popupMode,
  filter: (open, mode) => open === mode,
  target: popupClosed,
});
