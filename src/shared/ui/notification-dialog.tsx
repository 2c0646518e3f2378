import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { $dialog, dialogClosed } from "@/shared/notify";
import { getRuntimeConfig } from "@/shared/config";
import { currentLocale, localePath } from "@/shared/i18n";
import { supportHref } from "@/shared/lib/support";
import { Button } from "./button";
import { Dialog, RESULT_ARM_DELAY } from "./dialog";
import { MessageBody, messageTitle } from "./message-body";

/**
 * Generic notification dialog, width 500 (R-POP-6). A money dialog also says what happened
 * to the money, shows the request's reference and offers the next step: LINE support with the
 * reference typed in (where the link allows), or the same action again.
 */
export function NotificationDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, close] = useUnit([$dialog, dialogClosed]);
  const next = dialog?.next ?? [];
  const again = (path: string) => {
    close();
    navigate(localePath(currentLocale(), path));
  };
  return (
    <Dialog
      open={dialog !== null}
      width={500}
      armDelay={RESULT_ARM_DELAY}
      title={messageTitle(t, dialog)}
      onClose={close}
      className={`dialog-${dialog?.tone ?? "info"}`}
      footer={
        <div className="dialog-next">
          {next.includes("support") ? (
            <a
              className="btn btn-line"
              href={supportHref(getRuntimeConfig().site.line, dialog?.reference ? t("moneyDialog.supportText", { reference: dialog.reference }) : undefined)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("moneyDialog.support")}
            </a>
          ) : null}
          {next.includes("deposit") ? (
            <Button variant="gold" onClick={() => again("/deposit")}>
              {t("moneyDialog.depositAgain")}
            </Button>
          ) : null}
          {next.includes("withdraw") ? (
            <Button variant="gold" onClick={() => again("/withdraw")}>
              {t("moneyDialog.withdrawAgain")}
            </Button>
          ) : null}
          <Button variant={next.length ? "secondary" : "primary"} onClick={close} block>
            {next.length ? t("close") : t("ok")}
          </Button>
        </div>
      }
    >
      <MessageBody dialog={dialog} />
    </Dialog>
  );
}
