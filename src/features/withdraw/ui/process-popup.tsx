import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/shared/ui";
import { DIALOG_WIDTH } from "@/shared/config";
import { PendingFigures, PollFailure } from "@/entities/pending-request";
import { cancelPressed, closePressed, withdrawProcess } from "../model";

/** 'Withdrawal in progress': amount, countdown, the 10-15 minute remark. */
export function WithdrawProcessPopup() {
  const { t } = useTranslation("withdraw");
  const [pending, cancel, close] = useUnit([withdrawProcess.$pending, cancelPressed, closePressed]);
  if (!pending) return null;
  return (
    <Dialog open title={t("process.title")} width={DIALOG_WIDTH.notification} onClose={() => close()}>
      <PendingFigures process={withdrawProcess} amountLabel={t("process.amount")} countdownLabel={t("process.countdown")} />
      <p className="money-remark">{t("process.remark")}</p>
      <PollFailure process={withdrawProcess} message={t("process.pollFailed")} />
      <div className="money-actions">
        <Button variant="secondary" onClick={() => cancel()}>
          {t("process.cancel")}
        </Button>
        <Button variant="gold" onClick={() => close()}>
          {t("process.close")}
        </Button>
      </div>
    </Dialog>
  );
}
