import { Icon } from "@/shared/ui/icon";
import { useModalDialog } from "@/shared/ui/use-modal-dialog";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated, loggedOut } from "@/entities/session";
import { creditOf, useProfile } from "@/entities/profile/host";
import { CREDIT_PLACEHOLDER, CreditRefresh } from "./credit-refresh";
import { LanguagePicker } from "@/features/switch-locale";
import { formatAmount } from "@/shared/lib/format";
import { menuItems, namespacesOf } from "../../navigation/menu";
import { LocaleLink, SupportLink } from "./links";

/** Side drawer (R-NAV-6): language picker, then guest or member items (app/navigation/menu.ts). */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [authed, logout] = useUnit([$isAuthenticated, loggedOut]);
  const items = menuItems("drawer", authed);
  const { t } = useTranslation(namespacesOf(items));
  const { profile, isPending } = useProfile();
  const ref = useModalDialog(open);
  const links = items.map(({ to, label }) => (
    <li key={to}>
      <LocaleLink to={to} onClick={onClose}>
        {t(label)}
      </LocaleLink>
    </li>
  ));
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
              {links}
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
            {links}
            <li>
              <SupportLink>{t("nav.contact")}</SupportLink>
            </li>
          </ul>
        )}
      </div>
    </dialog>
  );
}
