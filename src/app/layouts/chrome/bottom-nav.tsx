import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { Icon, type IconName } from "@/shared/ui/icon";
import { LocaleLink, SupportLink } from "./links";
import { PlayGameButton } from "./play-game";

/** An icon over a short label: one line each at 360 px in every language, beside the chat slot. */
function IconLink({ to, icon, label, className }: { to: string; icon: IconName; label: string; className?: string }) {
  return (
    <LocaleLink to={to} className={className}>
      <Icon name={icon} />
      <span>{label}</span>
    </LocaleLink>
  );
}

/** A guest's way in: register first (the call to action), then login; the default layout adds home between them. */
function GuestLinks({ home = false }: { home?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LocaleLink to="/register" className="bottom-nav-cta">
        {t("nav.register")}
      </LocaleLink>
      {home ? (
        <LocaleLink to="/" className="bottom-nav-home">
          {t("nav.home")}
        </LocaleLink>
      ) : null}
      <LocaleLink to="/login">{t("nav.login")}</LocaleLink>
    </>
  );
}

/** Default layout's mobile bottom nav: members get history, referral, home, deposit, report; guests register/login. */
export function BottomNav() {
  const { t } = useTranslation();
  const authed = useUnit($isAuthenticated);
  return (
    <nav className="bottom-nav" aria-label={t("nav.bottom")} data-testid="bottom-nav" data-role={authed ? "member" : "guest"}>
      {authed ? (
        <>
          <IconLink to="/?info=history" icon="history" label={t("navShort.history")} />
          <IconLink to="/?info=referral" icon="friends" label={t("navShort.referral")} />
          <IconLink to="/" icon="home" label={t("navShort.home")} className="bottom-nav-home" />
          <IconLink to="/deposit" icon="deposit" label={t("navShort.deposit")} className="bottom-nav-money" />
          <SupportLink>
            <Icon name="help" />
            <span>{t("navShort.reportProblem")}</span>
          </SupportLink>
        </>
      ) : (
        <GuestLinks home />
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
          <IconLink to="/withdraw" icon="withdraw" label={t("navShort.withdraw")} />
          <PlayGameButton className="bottom-nav-home" />
          <IconLink to="/deposit" icon="deposit" label={t("navShort.deposit")} className="bottom-nav-money" />
        </>
      ) : (
        <GuestLinks />
      )}
    </nav>
  );
}
