import { useEffect } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import type { PushLocale } from "@/shared/api/push";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { $promptOpen, promptAnswered, promptOffered, pushOpened } from "../model/push";
import styles from "./push-prompt.module.css";

/**
 * The lobby's own question after a completed deposit, before any browser prompt: "yes" asks the
 * browser, "not now" (or closing) is kept for this device and never asked again.
 */
export function PushPrompt({ offer }: { offer: number }) {
  const { t, i18n } = useTranslation("push");
  const [open, answered, offered, opened] = useUnit([$promptOpen, promptAnswered, promptOffered, pushOpened]);
  const locale = (i18n.language === "zh-CN" ? "cn" : i18n.language) as PushLocale;
  useEffect(() => {
    if (offer === 0) return;
    opened(locale);
    offered();
  }, [offer, offered, opened, locale]);
  return (
    <Dialog
      open={open}
      title={t("prompt.title")}
      onClose={() => answered(false)}
      width={420}
      footer={
        <>
          <Button variant="ghost" onClick={() => answered(false)}>
            {t("prompt.no")}
          </Button>
          <Button variant="primary" onClick={() => answered(true)}>
            {t("prompt.yes")}
          </Button>
        </>
      }
    >
      <p>{t("prompt.text")}</p>
      <p className={styles.pushPromptNext}>{t("prompt.next")}</p>
    </Dialog>
  );
}
