import { useEffect } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button, Dialog } from "@/shared/ui";
import { DIALOG_WIDTH } from "@/shared/config/constants";
import { popupClosed, popupOpened } from "@/shared/popup";
import { hasBank, useProfile } from "@/entities/profile";
import { $profileReady, depositOpened, reminderConfirmed } from "../model";

/** Before the form: refresh the profile, require a bank, then the blocking reminder. */
export function DepositReminderPopup() {
  const { t } = useTranslation("deposit");
  const { t: tc } = useTranslation();
  const [opened, ready, confirm, close, open] = useUnit([depositOpened, $profileReady, reminderConfirmed, popupClosed, popupOpened]);
  const { profile } = useProfile();
  useEffect(() => {
    opened();
  }, [opened]);
  if (!ready || !profile) return null;
  if (!hasBank(profile)) return <NoBankDialog onAdd={() => open("RegisterBank")} onCancel={() => close()} />;
  return (
    <Dialog
      open
      title={t("reminder.title")}
      width={DIALOG_WIDTH.notification}
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => close()}>
            {tc("cancel")}
          </Button>
          <Button variant="gold" onClick={() => confirm()}>
            {t("reminder.confirm")}
          </Button>
        </>
      }
    >
      <p className="money-reminder">{t("reminder.message")}</p>
    </Dialog>
  );
}

export function NoBankDialog({ onAdd, onCancel }: { onAdd: () => void; onCancel: () => void }) {
  const { t } = useTranslation("deposit");
  const { t: tc } = useTranslation();
  return (
    <Dialog
      open
      title={t("form.title")}
      width={DIALOG_WIDTH.notification}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {tc("cancel")}
          </Button>
          <Button variant="gold" onClick={onAdd}>
            {t("noBank.add")}
          </Button>
        </>
      }
    >
      <p>{t("noBank.message")}</p>
    </Dialog>
  );
}
