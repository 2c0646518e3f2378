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
import { InfoCard } from "./tab-panels";
import panels from "./tab-panels.module.css";
import styles from "./info-tab.module.css";

/** Tab 0: promotion and turnover, credit, account, bank, contact, logout (R-INFO-2). */
export function InfoTabPanel({ creditControl, notificationsControl }: { creditControl?: ReactNode; notificationsControl?: ReactNode }) {
  const { t } = useTranslation("information");
  const { profile } = useProfile();
  const [close, logout] = useUnit([popupClosed, loggedOut]);
  if (!profile) return null;
  const promo = profile.current_promotion;
  const credit = creditOf(profile);

  return (
    <div className={panels.tabPanel}>
      <InfoCard id="info-promo" title={t("info.promotion")}>
        {promo ? (
          <>
            <p className={styles.infoPromoName}>{promo.name}</p>
            <TurnoverProgress />
            <dl className={panels.infoFacts}>
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
          <p className={panels.infoMuted}>{t("info.noPromotion")}</p>
        )}
        <div className={styles.infoCredit}>
          <span>
            {t("info.credit")}: <strong>{formatAmount(credit)}</strong>
          </span>
          {creditControl}
        </div>
        <p className={credit !== null && credit < LOW_CREDIT_HINT_BAHT ? `${panels.infoHint} ${panels.infoHintLow}` : panels.infoHint}>
          {t("info.lowCreditHint")}
        </p>
      </InfoCard>

      <AccountCard phone={profile.phone} password={profile.password} username={profile.username ?? null} />

      <BankCard bank={profile.bank ?? null} accountNumber={profile.account_number ?? null} holder={profile.name ?? null} />

      {notificationsControl}

      <div className={styles.infoActions}>
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
    <InfoCard id="info-account" title={t("info.account")}>
      <dl className={panels.infoFacts}>
        <div>
          <dt>{t("info.phone")}</dt>
          <dd>{phone}</dd>
        </div>
        <div>
          <dt>{t("info.password")}</dt>
          <dd className={panels.infoInline}>
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
          <dd className={panels.infoInline}>
            {username ? (
              <>
                <span>{username}</span>
                <CopyButton text={username} label={t("info.copyCustomerId")} />
              </>
            ) : (
              <span className={panels.infoMuted}>{t("info.waitingDeposit")}</span>
            )}
          </dd>
        </div>
      </dl>
      <button type="button" className={styles.linkBtn} onClick={() => openPopup("ChangePassword")}>
        {t("info.changePassword")}
      </button>
    </InfoCard>
  );
}
