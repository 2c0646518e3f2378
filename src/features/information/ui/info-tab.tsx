import { useState, type ReactNode } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { popupClosed, popupOpened } from "@/shared/popup";
import { getRuntimeConfig, LOW_CREDIT_HINT_BAHT } from "@/shared/config";
import { formatAmount, formatDateTime } from "@/shared/lib/format";
import { Button } from "@/shared/ui/button";
import { CopyButton } from "@/shared/ui/copy-button";
import { Icon } from "@/shared/ui/icon";
import { creditOf, TurnoverProgress, useProfile } from "@/entities/profile";
import { loggedOut } from "@/entities/session";
import { BankCard } from "./bank-card";

/** Tab 0: promotion and turnover, credit, account, bank, contact, logout (spec section 2). */
export function InfoTabPanel({ creditControl, notificationsControl }: { creditControl?: ReactNode; notificationsControl?: ReactNode }) {
  const { t } = useTranslation("information");
  const { profile } = useProfile();
  const [close, logout] = useUnit([popupClosed, loggedOut]);
  if (!profile) return null;
  const promo = profile.current_promotion;
  const credit = creditOf(profile);

  return (
    <div className="info-tab">
      <section className="info-card" aria-labelledby="info-promo">
        <h3 id="info-promo" className="info-card-title">
          {t("info.promotion")}
        </h3>
        {promo ? (
          <>
            <p className="info-promo-name">{promo.name}</p>
            <TurnoverProgress />
            <dl className="info-facts">
              <div>
                <dt>{t("info.turnover")}</dt>
                <dd>{formatAmount(promo.turnover)}</dd>
              </div>
              <div>
                <dt>{t("info.turnoverNeeded")}</dt>
                <dd>{formatAmount(promo.turnover_needed)}</dd>
              </div>
              <div>
                <dt>{t("info.updatedAt")}</dt>
                <dd>{formatDateTime(promo.turnover_updated_at)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="info-muted">{t("info.noPromotion")}</p>
        )}
        <div className="info-credit">
          <span>
            {t("info.credit")}: <strong>{formatAmount(credit)}</strong>
          </span>
          {creditControl}
        </div>
        <p className={credit !== null && credit < LOW_CREDIT_HINT_BAHT ? "info-hint info-hint-low" : "info-hint"}>{t("info.lowCreditHint")}</p>
      </section>

      <AccountCard phone={profile.phone} password={profile.password} username={profile.username ?? null} />

      <BankCard bank={profile.bank ?? null} accountNumber={profile.account_number ?? null} holder={profile.name ?? null} />

      {notificationsControl}

      <div className="info-actions">
        <a className="btn btn-secondary" href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
          <Icon name="chat" /> {t("info.contact")}
        </a>
        <Button variant="ghost" onClick={() => logout()}>
          {t("info.logout")}
        </Button>
        <Button variant="primary" onClick={() => close()}>
          {t("info.close")}
        </Button>
      </div>
    </div>
  );
}

function AccountCard({ phone, password, username }: { phone: string; password: string; username: string | null }) {
  const { t } = useTranslation("information");
  const [shown, setShown] = useState(false);
  const openPopup = useUnit(popupOpened);
  return (
    <section className="info-card" aria-labelledby="info-account">
      <h3 id="info-account" className="info-card-title">
        {t("info.account")}
      </h3>
      <dl className="info-facts">
        <div>
          <dt>{t("info.phone")}</dt>
          <dd>{phone}</dd>
        </div>
        <div>
          <dt>{t("info.password")}</dt>
          <dd className="info-inline">
            <span data-testid="info-password">{shown ? password : "•".repeat(8)}</span>
            <button
              type="button"
              className="icon-btn"
              aria-pressed={shown}
              aria-label={shown ? t("info.hidePassword") : t("info.showPassword")}
              onClick={() => setShown((v) => !v)}
            >
              <Icon name={shown ? "eyeOpen" : "eyeClosed"} />
            </button>
            <CopyButton text={password} label={t("info.copyPassword")} />
          </dd>
        </div>
        <div>
          <dt>{t("info.customerId")}</dt>
          <dd className="info-inline">
            {username ? (
              <>
                <span>{username}</span>
                <CopyButton text={username} label={t("info.copyCustomerId")} />
              </>
            ) : (
              <span className="info-muted">{t("info.waitingDeposit")}</span>
            )}
          </dd>
        </div>
      </dl>
      <button type="button" className="link-btn" onClick={() => openPopup("ChangePassword")}>
        {t("info.changePassword")}
      </button>
    </section>
  );
}
