// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { i18n, initI18n, LOCALES, localeToTag } from "@/shared/i18n";
import { isLinkablePopup, popupMenu, POPUP_ROUTES } from "@/shared/popup";
import { Icon, type IconName } from "@/shared/ui/icon";
import { asksForPopup } from "./model";
import { menuItems, namespacesOf, type MenuPlace } from "./menu";

const PLACES: MenuPlace[] = ["drawer", "bar", "phone"];
const everyItem = PLACES.flatMap((place) => [true, false].flatMap((member) => menuItems(place, member).map((item) => ({ place, member, ...item }))));

describe("the menus' entries in src/shared/popup/popups.json", () => {
  it("each is in a menu, and its link opens its own popup", () => {
    expect(popupMenu().length).toBeGreaterThan(0);
    for (const { in: place, popup, to } of popupMenu()) {
      expect(PLACES, `${popup} in ${place}`).toContain(place);
      const url = new URL(to, "http://lobby");
      expect(asksForPopup(url.pathname, url.search), to).toBe(true);
      const path = url.pathname.slice(1);
      if (path) expect(POPUP_ROUTES.get(path), to).toBe(popup);
      else if (url.searchParams.has("popup")) expect(url.searchParams.get("popup") === popup && isLinkablePopup(popup), to).toBe(true);
      else expect([to, popup]).toEqual([expect.stringMatching(/^\/\?info=/), "InformationTab"]);
    }
  });

  it("the member bar's buttons: a kit style, a kit icon (if any), for members only", () => {
    const bar = everyItem.filter(({ place }) => place !== "drawer");
    expect(bar.length).toBeGreaterThan(0);
    for (const { to, style, icon } of bar) {
      expect(["gold", "secondary"], to).toContain(style);
      if (icon) expect(renderToStaticMarkup(Icon({ name: icon as IconName })), to).toMatch(/ d="M/);
    }
    expect(PLACES.flatMap((place) => (place === "drawer" ? [] : menuItems(place, false)))).toEqual([]);
  });

  it("every label in th, en and cn; the member bar's in common (it is in the first paint)", async () => {
    await initI18n("th", namespacesOf(everyItem));
    for (const locale of LOCALES) {
      await i18n.changeLanguage(localeToTag(locale));
      for (const { label } of everyItem) expect(i18n.exists(label), `${locale} ${label}`).toBe(true);
    }
    expect(everyItem.filter(({ place, label }) => place !== "drawer" && label.includes(":"))).toEqual([]);
  });
});
