import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { Icon } from "@/shared/ui/icon";
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
          {/* Icons and short labels: one line each at 360 px in every language, beside the chat slot. */}
          <LocaleLink to="/?info=history">
            <Icon name="history" />
            <span>{t("navShort.history")}</span>
          </LocaleLink>
          <LocaleLink to="/?info=referral">
            <Icon name="friends" />
            <span>{t("navShort.referral")}</span>
          </LocaleLink>
          <LocaleLink to="/" className="bottom-nav-home">
            <Icon name="home" />
            <span>{t("navShort.home")}</span>
          </LocaleLink>
          <LocaleLink to="/deposit" className="bottom-nav-money">
            <Icon name="deposit" />
            <span>{t("navShort.deposit")}</span>
          </LocaleLink>
          <SupportLink>
            <Icon name="help" />
            <span>{t("navShort.reportProblem")}</span>
          </SupportLink>
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
          <LocaleLink to="/withdraw">
            <Icon name="withdraw" />
            <span>{t("navShort.withdraw")}</span>
          </LocaleLink>
          <PlayGameButton className="bottom-nav-home" />
          <LocaleLink to="/deposit" className="bottom-nav-money">
            <Icon name="deposit" />
            <span>{t("navShort.deposit")}</span>
          </LocaleLink>
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
