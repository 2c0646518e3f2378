import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { popupOpened } from "@/shared/popup";
import { Button } from "@/shared/ui/button";
import { BankIdentity } from "@/entities/bank";
import { InfoCard } from "./tab-panels";
import panels from "./tab-panels.module.css";
import styles from "./bank-card.module.css";

/** Registered bank (mark, name in the page's language, number, holder) or the add-bank prompt. */
export function BankCard({ bank, accountNumber, holder }: { bank: string | null; accountNumber: string | null; holder: string | null }) {
  const { t } = useTranslation("information");
  const openPopup = useUnit(popupOpened);
  return (
    <InfoCard id="info-bank" title={t("info.bank")}>
      {bank && accountNumber ? (
        <div className={styles.infoBank}>
          <div className={styles.infoBankText}>
            <p className={styles.infoBankName}>
              <BankIdentity code={bank} size={44} />
            </p>
            <dl className={panels.infoFacts}>
              <div>
                <dt>{t("info.accountNumber")}</dt>
                <dd>{accountNumber}</dd>
              </div>
              <div>
                <dt>{t("info.accountName")}</dt>
                <dd>{holder ?? "-"}</dd>
              </div>
            </dl>
          </div>
        </div>
      ) : (
        <div className={styles.infoNoBank}>
          <p>{t("info.noBank")}</p>
          <Button variant="gold" onClick={() => openPopup("RegisterBank")}>
            {t("info.addBank")}
          </Button>
        </div>
      )}
    </InfoCard>
  );
}
