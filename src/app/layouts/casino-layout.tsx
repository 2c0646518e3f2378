import { BrandMark } from "./chrome/brand-mark";
import { Icon } from "@/shared/ui/icon";
import { Hero } from "@/shared/ui/hero";
import { RegionBoundary } from "@/shared/ui/region-boundary";
import { useState } from "react";
import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { creditOf, useProfile } from "@/entities/profile/host";
import { formatAmount } from "@/shared/lib/format";
import { BottomBar } from "./chrome/bottom-nav";
import { Drawer } from "./chrome/drawer";
import { FooterSlot } from "./chrome/footer-slot";
import { SupportWidget } from "./chrome/support-widget";
import { LocaleLink } from "./chrome/links";
import { PlayGameButton } from "./chrome/play-game";
import { useStickyHeader } from "./chrome/use-sticky";
import { MemberFailureActions } from "../error-page";

/** Sport / casino-test layout: top menu, hero, side box, footer, mobile bottom bar. */
export function CasinoLayout() {
  const { t } = useTranslation();
  const authed = useUnit($isAuthenticated);
  const { profile } = useProfile();
  const sticky = useStickyHeader();
  const [drawer, setDrawer] = useState(false);
  return (
    <MemberFailureActions>
      <div className="layout layout-casino">
        <header className={`site-header${sticky ? " is-sticky" : ""}`} data-testid="site-header" data-sticky={sticky}>
          <div className="header-row">
            <button type="button" className="icon-btn menu-btn" aria-label={t("nav.openMenu")} aria-expanded={drawer} onClick={() => setDrawer(true)}>
              <Icon name="menu" />
            </button>
            <BrandMark />
            <nav className="top-nav top-nav-desktop" aria-label={t("nav.main")}>
              <LocaleLink to="/">{t("nav.home")}</LocaleLink>
              <LocaleLink to="/casino-test">{t("nav.trialCasino")}</LocaleLink>
              <LocaleLink to="/lobby">{t("nav.lobby")}</LocaleLink>
              <LocaleLink to="/promotion">{t("nav.promotion")}</LocaleLink>
            </nav>
          </div>
        </header>
        <Drawer open={drawer} onClose={() => setDrawer(false)} />
        <Hero title={t("hero.title")}>
          {authed ? (
            <PlayGameButton className="btn btn-gold" />
          ) : (
            <LocaleLink to="/register" className="btn btn-gold">
              {t("hero.register")}
            </LocaleLink>
          )}
        </Hero>
        <div className="casino-body">
          <main id="main" className="page">
            <RegionBoundary name="page">
              <Outlet />
            </RegionBoundary>
          </main>
          <RegionBoundary name="side-box">
            <aside className="side-box" data-testid="side-box">
              {authed ? (
                <>
                  <p>
                    {t("member.credit")}: <strong>{formatAmount(creditOf(profile))}</strong> {t("baht")}
                  </p>
                  <LocaleLink to="/?info=info" className="btn btn-secondary btn-block">
                    {t("nav.info")}
                  </LocaleLink>
                </>
              ) : (
                <LocaleLink to="/login" className="btn btn-secondary btn-block">
                  {t("nav.login")}
                </LocaleLink>
              )}
            </aside>
          </RegionBoundary>
        </div>
        <RegionBoundary name="footer">
          <FooterSlot />
          <SupportWidget />
        </RegionBoundary>
        <RegionBoundary name="bottom-nav">
          <BottomBar />
        </RegionBoundary>
      </div>
    </MemberFailureActions>
  );
}
