import { Icon } from "@/shared/ui/icon";
import { useModalDialog } from "@/shared/ui/use-modal-dialog";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated, loggedOut } from "@/entities/session";
import { creditOf, useProfile } from "@/entities/profile/host";
import { CREDIT_PLACEHOLDER, CreditRefresh } from "./credit-refresh";
import { LanguagePicker } from "@/features/switch-locale";
import { formatAmount } from "@/shared/lib/format";
import { LocaleLink, SupportLink } from "./links";

/** Side drawer (R-NAV-6): language picker, then guest or member items. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [authed, logout] = useUnit([$isAuthenticated, loggedOut]);
  const { profile, isPending } = useProfile();
  const ref = useModalDialog(open);
  const item = (to: string, label: string, testId?: string) => (
    <li>
      <LocaleLink to={to} onClick={onClose} data-testid={testId}>
        {label}
      </LocaleLink>
    </li>
  );
  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-label={t("nav.main")}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="drawer-inner" data-testid="drawer">
        <div className="drawer-head">
          <LanguagePicker />
          <button type="button" className="dialog-close" aria-label={t("nav.closeMenu")} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {authed ? (
          <>
            <div className="drawer-credit">
              <span>{t("member.credit")}</span>
              <strong aria-busy={isPending}>{profile ? formatAmount(creditOf(profile)) : isPending ? "…" : CREDIT_PLACEHOLDER}</strong>
              <CreditRefresh />
            </div>
            <ul className="drawer-list" data-role="member">
              {item("/", t("nav.home"))}
              {item("/?info=info", t("nav.personalInfo"))}
              {item("/deposit", t("nav.deposit"))}
              {item("/withdraw", t("nav.withdraw"))}
              {item("/?info=history", t("nav.depositWithdrawInfo"))}
              {item("/?info=activities", t("nav.activities"))}
              {item("/?info=referral", t("nav.referral"))}
              <li>
                <SupportLink>{t("nav.contact")}</SupportLink>
              </li>
              <li>
                <button
                  type="button"
                  className="drawer-logout"
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  {t("nav.logout")}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <ul className="drawer-list" data-role="guest">
            {item("/casino-test", t("nav.trialCasino"))}
            {item("/register", t("nav.register"))}
            {item("/login", t("nav.login"))}
            {item("/promotion", t("nav.promotion"))}
            {item("/article", t("nav.article"))}
            <li>
              <SupportLink>{t("nav.contact")}</SupportLink>
            </li>
          </ul>
        )}
      </div>
    </dialog>
  );
}
