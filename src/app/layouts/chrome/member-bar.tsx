import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useUnit } from "effector-react";
import { loggedOut } from "@/entities/session";
import { creditOf, useProfile } from "@/entities/profile/host";
import { CREDIT_PLACEHOLDER, CreditRefresh, LowCreditHint } from "./credit-refresh";
import { LanguagePicker } from "@/features/switch-locale";
import { formatAmount, formatDateTime } from "@/shared/lib/format";
import { Button } from "@/shared/ui/button";
import { Icon } from "@/shared/ui/icon";
import { useHydrated } from "@/shared/lib/hydration";
import { menuItems, type MenuItem } from "../../navigation/menu";
import { localeTo } from "./links";

/** Member bar: phone, credit with refresh, promotion update time, its menu's buttons (app/navigation/menu.ts), logout, language. */
export function MemberBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useUnit(loggedOut);
  const live = useProfile();
  // The first paint shows a profile on its way; one already in the cache shows right after the take-over.
  const hydrated = useHydrated();
  const profile = hydrated ? live.profile : undefined;
  const isPending = hydrated ? live.isPending : true;
  // The bar is in the first paint: its labels are in "common" (src/app/navigation/menu.test.ts).
  const buttons = (items: MenuItem[]) =>
    items.map(({ to, label, style, icon }) => (
      <Button key={to} variant={style} onClick={() => navigate(localeTo(to))}>
        {icon ? <Icon name={icon} size={18} /> : null}
        {t(label)}
      </Button>
    ));
  return (
    <section className="member-bar" aria-label={t("member.bar")} data-testid="member-bar">
      <div className="member-facts">
        <span className="member-phone">
          <span className="sr-only">{t("member.phone")}: </span>
          {profile?.phone ?? (isPending ? "…" : "")}
        </span>
        <span className="member-credit">
          <span>{t("member.credit")}: </span>
          {/* A new element when the figure arrives (the key): the placeholder's text is not moved, so the
              figure's arrival is no layout shift; its room is kept (styles.css), so nothing after it moves. */}
          <strong key={profile ? 1 : 0} data-testid="credit" aria-busy={isPending}>
            {profile ? formatAmount(creditOf(profile)) : isPending ? "…" : CREDIT_PLACEHOLDER}
          </strong>{" "}
          {t("baht")}
          <CreditRefresh />
        </span>
        <LowCreditHint />
        {profile?.current_promotion?.turnover_updated_at ? (
          <span className="member-promo-time">
            {t("member.promotionUpdated")}: {formatDateTime(profile.current_promotion.turnover_updated_at)}
          </span>
        ) : isPending ? (
          // Holds the promotion line's room until the profile says whether there is one.
          <span className="member-promo-time member-promo-time-pending" aria-hidden="true" />
        ) : null}
      </div>
      {/* Phones: deposit and withdraw one tap away (the desktop row below is hidden there). */}
      <div className="member-money" data-testid="member-money">
        {buttons(menuItems("phone", true))}
      </div>
      <div className="member-actions">
        {buttons(menuItems("bar", true))}
        <Button variant="ghost" onClick={() => logout()}>
          {t("nav.logout")}
        </Button>
        <LanguagePicker compact />
      </div>
    </section>
  );
}
