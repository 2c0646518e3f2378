import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { popupOpened } from "@/shared/popup";
import { Button } from "@/shared/ui/button";
import { BankIdentity } from "@/entities/bank";

/** Registered bank (mark, name in the page's language, number, holder) or the add-bank prompt. */
export function BankCard({ bank, accountNumber, holder }: { bank: string | null; accountNumber: string | null; holder: string | null }) {
  const { t } = useTranslation("information");
  const openPopup = useUnit(popupOpened);
  return (
    <section className="info-card" aria-labelledby="info-bank">
      <h3 id="info-bank" className="info-card-title">
        {t("info.bank")}
      </h3>
      {bank && accountNumber ? (
        <div className="info-bank">
          <div className="info-bank-text">
            <p className="info-bank-name">
              <BankIdentity code={bank} size={44} />
            </p>
            <dl className="info-facts">
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
        <div className="info-no-bank">
          <p>{t("info.noBank")}</p>
          <Button variant="gold" onClick={() => openPopup("RegisterBank")}>
            {t("info.addBank")}
          </Button>
        </div>
      )}
    </section>
  );
}
