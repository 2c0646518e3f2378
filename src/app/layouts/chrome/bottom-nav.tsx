import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { LocaleLink, SupportLink } from "./links";
import { PlayGameButton } from "./play-game";

/** Default layout's mobile bottom nav: members get history, referral, home, deposit, report; guests register/login. */
export function BottomNav() {
  const { t } = useTranslation();
  const authed = useUnit($isAuthenticated);
  return (
    <nav className="bottom-nav" aria-label={t("nav.bottom")} data-testid="bottom-nav" data-role={authed ? "member" : "guest"}>
      {authed ? (
        <>
          <LocaleLink to="/?info=history">{t("nav.history")}</LocaleLink>
          <LocaleLink to="/?info=referral">{t("nav.referral")}</LocaleLink>
          <LocaleLink to="/" className="bottom-nav-home">
            {t("nav.home")}
          </LocaleLink>
          <LocaleLink to="/deposit">{t("nav.deposit")}</LocaleLink>
          <SupportLink>{t("nav.reportProblem")}</SupportLink>
        </>
      ) : (
        <>
          <LocaleLink to="/register" className="bottom-nav-cta">
            {t("nav.register")}
          </LocaleLink>
          <LocaleLink to="/" className="bottom-nav-home">
            {t("nav.home")}
          </LocaleLink>
          <LocaleLink to="/login">{t("nav.login")}</LocaleLink>
        </>
      )}
    </nav>
  );
}

/** Sport/casino-test mobile bottom bar: members withdraw / play game / deposit; guests register / login. */
export function BottomBar() {
  const { t } = useTranslation();
  const authed = useUnit($isAuthenticated);
  return (
    <nav className="bottom-nav" aria-label={t("nav.bottom")} data-testid="bottom-bar" data-role={authed ? "member" : "guest"}>
      {authed ? (
        <>
          <LocaleLink to="/withdraw">{t("nav.withdraw")}</LocaleLink>
          <PlayGameButton className="bottom-nav-home" />
          <LocaleLink to="/deposit">{t("nav.deposit")}</LocaleLink>
        </>
      ) : (
        <>
          <LocaleLink to="/register" className="bottom-nav-cta">
            {t("nav.register")}
          </LocaleLink>
          <LocaleLink to="/login">{t("nav.login")}</LocaleLink>
        </>
      )}
    </nav>
  );
}
