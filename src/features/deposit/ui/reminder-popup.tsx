import type { ReactNode } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { DIALOG_WIDTH } from "@/shared/config";
import { popupClosed, popupOpened } from "@/shared/popup";
import { hasBank, useProfile } from "@/entities/profile";
import { DepositReminderNote } from "@/entities/play-limits";
import { $profileReady, reminderConfirmed } from "../model/deposit";

/** Before the form: refresh the profile, require a bank, then the blocking reminder. */
export function DepositReminderPopup() {
  const { t } = useTranslation("deposit");
  const [ready, confirm, close, open] = useUnit([$profileReady, reminderConfirmed, popupClosed, popupOpened]);
  const { profile } = useProfile();
  if (!ready || !profile) return null;
  if (!hasBank(profile)) return <NoBankDialog onAdd={() => open("RegisterBank")} onCancel={() => close()} />;
  return (
    <Prompt title={t("reminder.title")} action={t("reminder.confirm")} onAction={() => confirm()} onCancel={() => close()} dismissible={false}>
      <p className="money-reminder">{t("reminder.message")}</p>
      <DepositReminderNote profile={profile} />
    </Prompt>
  );
}

function NoBankDialog({ onAdd, onCancel }: { onAdd: () => void; onCancel: () => void }) {
  const { t } = useTranslation("deposit");
  return (
    <Prompt title={t("form.title")} action={t("noBank.add")} onAction={onAdd} onCancel={onCancel}>
      <p>{t("noBank.message")}</p>
    </Prompt>
  );
}

/** A notification-width question: cancel, or the gold action. */
function Prompt({
  title,
  action,
  onAction,
  onCancel,
  dismissible = true,
  children,
}: {
  title: string;
  action: string;
  onAction: () => void;
  onCancel: () => void;
  dismissible?: boolean;
  children: ReactNode;
}) {
  const { t: tc } = useTranslation();
  return (
    <Dialog
      open
      title={title}
      width={DIALOG_WIDTH.notification}
      dismissible={dismissible}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {tc("cancel")}
          </Button>
          <Button variant="gold" onClick={onAction}>
            {action}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
