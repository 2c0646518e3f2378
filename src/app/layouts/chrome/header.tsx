import { BrandMark } from "./brand-mark";
import { Icon } from "@/shared/ui/icon";
import { lazy, Suspense, useRef, useState } from "react";
import { lazyModule } from "@/shared/lib/lazy-module";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { LanguagePicker } from "@/features/switch-locale";
import { LocaleLink } from "./links";
import { useHeaderHeight, useStickyHeader } from "./use-sticky";

// The member bar is a file of its own: a guest's first screen does not carry it. A member's start
// loads it beside config.json and has it before React takes the first paint over (main.tsx), and the
// first paint's render waits for it (prerender.tsx), so there it renders at once. After a login it
// shows as soon as its file is in.
const memberBar = lazyModule(() => import("./member-bar"));
export const loadMemberBar = memberBar.load;

function MemberBarSlot() {
  const loaded = memberBar.useModule(true);
  return loaded ? <loaded.MemberBar /> : null;
}

const loadDrawer = () => import("./drawer");
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

export function Header() {
  const { t } = useTranslation();
  const authed = useUnit($isAuthenticated);
  const sticky = useStickyHeader();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  const [drawer, setDrawer] = useState(false);
  // The drawer's code loads when the player reaches for the menu (touch, hover or focus), and it
  // stays mounted once opened; the guest home's first screen does not carry it.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const openDrawer = () => {
    setDrawerMounted(true);
    setDrawer(true);
  };
  return (
    <>
      <header ref={headerRef} className={`site-header${sticky ? " is-sticky" : ""}`} data-testid="site-header" data-sticky={sticky}>
        <div className="header-row">
          {/* .menu-btn: the boot script fetches the drawer's file when this is touched on the first paint (src/app/boot.js). */}
          <button
            type="button"
            className="icon-btn menu-btn"
            aria-label={t("nav.openMenu")}
            aria-expanded={drawer}
            onPointerDown={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={openDrawer}
          >
            <Icon name="menu" />
          </button>
          <BrandMark />
          <nav className="top-nav" aria-label={t("nav.main")}>
            <LocaleLink to="/">{t("nav.home")}</LocaleLink>
            <LocaleLink to="/lobby">{t("nav.lobby")}</LocaleLink>
            <LocaleLink to="/promotion">{t("nav.promotion")}</LocaleLink>
            <LocaleLink to="/article">{t("nav.article")}</LocaleLink>
          </nav>
          {authed ? null : (
            <div className="guest-actions">
              <LocaleLink to="/login" className="btn btn-secondary">
                {t("nav.login")}
              </LocaleLink>
              <LocaleLink to="/register" className="btn btn-gold">
                {t("nav.register")}
              </LocaleLink>
              <LanguagePicker compact />
            </div>
          )}
        </div>
        {authed ? <MemberBarSlot /> : null}
      </header>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <Drawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
