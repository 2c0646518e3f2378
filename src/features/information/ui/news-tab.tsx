import { useTranslation } from "react-i18next";
import panels from "./tab-panels.module.css";

/** The fifth tab: the product has no news source yet (R-INFO-1). */
export function NewsTabPanel() {
  const { t } = useTranslation("information");
  return <p className={panels.infoEmpty}>{t("news.empty")}</p>;
}
