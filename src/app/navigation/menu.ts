import { popupMenu } from "@/shared/popup";
import type { IconName } from "@/shared/ui/icon";

/** The drawer, the member bar's row and its phone row (deposit and withdraw one tap away). */
export type MenuPlace = "drawer" | "bar" | "phone";

export interface MenuItem {
  /** Inside the app, no locale prefix: "/deposit", "/?info=history". */
  to: string;
  /** i18n key (see namespacesOf). */
  label: string;
  style?: "gold" | "secondary";
  icon?: IconName;
}

/** The pages in the drawer. Popups bring their own entries (src/shared/popup/popups.json); `order` places both. */
const PAGES = [
  { in: "drawer", member: true, order: 10, label: "nav.home", to: "/" },
  { in: "drawer", member: false, order: 10, label: "nav.trialCasino", to: "/casino-test" },
  { in: "drawer", member: false, order: 40, label: "nav.promotion", to: "/promotion" },
  { in: "drawer", member: false, order: 50, label: "nav.article", to: "/article" },
];

/** A menu's items for a member or a guest, in order (the drawer's support link and logout follow them). */
export const menuItems = (place: MenuPlace, member: boolean): MenuItem[] =>
  [...PAGES, ...popupMenu()]
    .filter((entry) => entry.in === place && entry.member === member)
    .sort((a, b) => a.order - b.order)
    // popups.json's style and icon are plain strings there; src/app/navigation/menu.test.ts holds them to these.
    .map((entry) => entry as MenuItem);

/** The dictionaries the items' labels come from: "common", and a popup's own for "daily-reward:menu". */
export const namespacesOf = (items: readonly MenuItem[]): string[] => [
  ...new Set(["common", ...items.map(({ label }) => (label.includes(":") ? label.slice(0, label.indexOf(":")) : "common"))]),
];
