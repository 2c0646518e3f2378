import { Icon } from "@/shared/ui/icon";
import { useTranslation } from "react-i18next";
import { SupportLink } from "./links";

/** Fixed contact / live-chat widget. */
export function SupportWidget() {
  const { t } = useTranslation();
  return (
    <SupportLink className="support-widget" label={t("support.label")}>
      <Icon name="chat" />
      <span className="support-widget-label">{t("support.label")}</span>
    </SupportLink>
  );
}
