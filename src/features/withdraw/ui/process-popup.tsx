import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { DIALOG_WIDTH } from "@/shared/config";
import { PendingFigures, PollFailure, requestReference } from "@/entities/pending-request";
import { cancelPressed, closePressed, withdrawProcess } from "../model/withdraw";
import styles from "./process-popup.module.css";

/**
 * 'Withdrawal in progress': the expected 10-15 minutes first, the amount and reference, then the
 * spec's 30-minute limit as how long we keep checking. Closing keeps checking; stopping only
 * stops this device checking (there is no cancel call), and says so.
 */
export function WithdrawProcessPopup() {
  const { t } = useTranslation("withdraw");
  const [pending, cancel, close] = useUnit([withdrawProcess.$pending, cancelPressed, closePressed]);
  if (!pending) return null;
  return (
    <Dialog open title={t("process.title")} width={DIALOG_WIDTH.notification} onClose={() => close()}>
      <p className={styles.processExpected}>
        {/* "10-15" stays on one line (a line break after the hyphen read as "10" minutes). */}
        {t("process.remark")
          .split(/(\d+-\d+)/)
          .map((part, i) =>
            i % 2 ? (
              <span key={i} className={styles.nowrap}>
                {part}
              </span>
            ) : (
              part
            ),
          )}
      </p>
      <PendingFigures process={withdrawProcess} amountLabel={t("process.amount")} countdownLabel={t("process.countdown")} />
      <p className={styles.processLimit}>
        {t("process.reference")}: <strong data-testid="process-reference">{requestReference(pending)}</strong>
      </p>
      <PollFailure process={withdrawProcess} message={t("process.pollFailed")} />
      <div className="money-actions">
        <Button variant="secondary" onClick={() => cancel()}>
          {t("process.cancel")}
        </Button>
        <Button variant="gold" onClick={() => close()}>
          {t("process.close")}
        </Button>
      </div>
      <p className={styles.processLimit}>{t("process.cancelNote")}</p>
    </Dialog>
  );
}
