import { useTranslation } from "react-i18next";

/** The fifth tab: the product has no news source yet (spec section 2). */
export function NewsTabPanel() {
  const { t } = useTranslation("information");
  return <p className="info-empty">{t("news.empty")}</p>;
}
