import { useRef } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { QRCodeCanvas } from "qrcode.react";
import { Button } from "@/shared/ui/button";
import { CopyButton } from "@/shared/ui/copy-button";
import { Dialog } from "@/shared/ui/dialog";
import { DIALOG_WIDTH } from "@/shared/config";
import { currentLocale, localePath } from "@/shared/i18n";
import { popupClosed } from "@/shared/popup";
import { BankIdentity } from "@/entities/bank";
import { useProfile } from "@/entities/profile";
import { PendingFigures, PollFailure, requestReference } from "@/entities/pending-request";
import { $cancelling, cancelPressed, confirmPressed, depositProcess, saveSlipFx } from "../model/deposit";
import styles from "./process-popup.module.css";

/** The pending deposit: QR (gateway) or destination bank, amount, countdown, actions, remarks. */
export function DepositProcessPopup() {
  const { t } = useTranslation("deposit");
  const lang = currentLocale();
  const navigate = useNavigate();
  const { profile } = useProfile();
  const qrArea = useRef<HTMLDivElement>(null);
  const [pending, confirm, cancel, cancelling, close, saveSlip, saving] = useUnit([
    depositProcess.$pending,
    confirmPressed,
    cancelPressed,
    $cancelling,
    popupClosed,
    saveSlipFx,
    saveSlipFx.pending,
  ]);
  if (!pending) return null;

  const onSave = async () => {
    if (!qrArea.current) return;
    try {
      const stamp = await saveSlip(qrArea.current);
      navigate(`${localePath(lang, "/slip")}?data=${stamp}`);
    } catch {
      /* the model shows the failure notice */
    }
  };
  // Inside the QR area too: the saved slip shows the amount and the time left.
  const figures = <PendingFigures process={depositProcess} amountLabel={t("process.amount")} countdownLabel={t("process.countdown")} />;
  const reference = requestReference(pending);

  return (
    <Dialog open title={t("process.title")} width={DIALOG_WIDTH.deposit} onClose={() => close()}>
      {pending.gateway ? (
        <div className={styles.qrArea} ref={qrArea} data-testid="qr-area">
          <p className="qr-title">{t("process.qrTitle")}</p>
          <div className={styles.qrCode}>
            {pending.qr_code?.startsWith("data:image/") ? (
              <img src={pending.qr_code} alt={t("process.qrAlt")} width={220} height={220} />
            ) : pending.qr_code ? (
              <QRCodeCanvas value={pending.qr_code} size={220} level="M" marginSize={2} title={t("process.qrAlt")} role="img" aria-label={t("process.qrAlt")} />
            ) : null}
            <span className={styles.qrWatermark} aria-hidden="true">
              {t("process.watermark")}
            </span>
          </div>
          <dl className="process-facts">
            <dt>{t("process.payee")}</dt>
            <dd>{profile?.qr_code_name ?? "-"}</dd>
            <dt>{t("process.reference")}</dt>
            <dd data-testid="process-reference">{reference}</dd>
          </dl>
          {figures}
        </div>
      ) : (
        <div className="bank-area">
          <dl className="process-facts">
            <dt>{t("process.bank")}</dt>
            <dd className="bank-row">
              <BankIdentity code={profile?.to_bank} size={32} />
            </dd>
            <dt>{t("process.accountName")}</dt>
            <dd>{profile?.to_name ?? "-"}</dd>
            <dt>{t("process.accountNumber")}</dt>
            <dd className="account-row">
              <strong data-testid="to-account">{profile?.to_account_number ?? "-"}</strong>
              {profile?.to_account_number ? <CopyButton text={profile.to_account_number} label={t("process.copyAccount")} /> : null}
            </dd>
            <dt>{t("process.reference")}</dt>
            <dd data-testid="process-reference">{reference}</dd>
          </dl>
          <PendingFigures
            process={depositProcess}
            amountLabel={t("process.amount")}
            countdownLabel={t("process.countdown")}
            copyAmountLabel={t("process.copyAmount")}
          />
        </div>
      )}
      <PollFailure process={depositProcess} message={t("process.pollFailed")} />
      <div className="money-actions">
        {/* Confirming is the step; cancelling is the way out, not an equal choice. */}
        <Button variant="secondary" busy={cancelling} onClick={() => cancel()}>
          {t("process.cancel")}
        </Button>
        <Button variant="gold" onClick={() => confirm()}>
          {t("process.confirm")}
        </Button>
      </div>
      {pending.gateway ? (
        <Button variant="secondary" block busy={saving} onClick={() => void onSave()}>
          {t("process.saveImage")}
        </Button>
      ) : null}
      <ul className={styles.moneyRemarks}>
        <li>{t("process.remark1")}</li>
        <li>{t("process.remark2")}</li>
        <li>{t("process.remark3")}</li>
      </ul>
    </Dialog>
  );
}
