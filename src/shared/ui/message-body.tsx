import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { DialogContent } from "@/shared/notify";

/** A message dialog's title: its own, else its tone's ("error", "success"…). */
export const messageTitle = (t: TFunction, dialog: DialogContent | null): string => dialog?.title ?? t(`dialog.${dialog?.tone ?? "info"}`);

/** A message dialog's text: the message, what happened to the money and the request's reference. */
export function MessageBody({ dialog }: { dialog: DialogContent | null }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="dialog-message">{dialog?.message}</p>
      {dialog?.detail ? <p className="dialog-money">{dialog.detail}</p> : null}
      {dialog?.reference ? (
        <p className="dialog-reference">
          {t("moneyDialog.reference")}: <strong data-testid="dialog-reference">{dialog.reference}</strong>
        </p>
      ) : null}
    </>
  );
}
