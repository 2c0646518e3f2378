import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/shared/ui";
import { DIALOG_WIDTH } from "@/shared/config/constants";
import { currentLocale } from "@/shared/i18n";
import { formatAmount, formatCountdown } from "@/shared/lib/format";
import { cancelPressed, closePressed, withdrawProcess } from "../model";

/** 'Withdrawal in progress': amount, countdown, the 10-15 minute remark. */
export function WithdrawProcessPopup() {
  const { t } = useTranslation("withdraw");
  const { t: tc } = useTranslation();
  const [pending, remaining, pollError, retry, cancel, close] = useUnit([
    withdrawProcess.$pending,
    withdrawProcess.$remainingMs,
    withdrawProcess.$pollError,
    withdrawProcess.retryPoll,
    cancelPressed,
    closePressed,
  ]);
  if (!pending) return null;
  return (
    <Dialog open title={t("process.title")} width={DIALOG_WIDTH.notification} onClose={() => close()}>
      <p className="process-amount">
        {t("process.amount")}: <strong data-testid="process-amount">{formatAmount(pending.amount, currentLocale())}</strong> {tc("baht")}
      </p>
      <p className="process-countdown">
        {t("process.countdown")}:{" "}
        <strong role="timer" data-testid="countdown">
          {formatCountdown(remaining)}
        </strong>
      </p>
      <p className="money-remark">{t("process.remark")}</p>
      {pollError ? (
        <div className="poll-error" role="alert">
          <span>{t("process.pollFailed")}</span>
          <Button variant="secondary" onClick={() => retry()}>
            {tc("retry")}
          </Button>
        </div>
      ) : null}
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
