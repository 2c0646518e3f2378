import { useTranslation } from "react-i18next";
import panels from "./tab-panels.module.css";

/** The fifth tab: the product has no news source yet (spec section 2). */
export function NewsTabPanel() {
  const { t } = useTranslation("information");
  return <p className={panels.infoEmpty}>{t("news.empty")}</p>;
}
