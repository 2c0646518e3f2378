import { useTranslation } from "react-i18next";

export function SlipPage() {
  const { t } = useTranslation("slip");
  return (
    <section data-testid="slip-page">
      <h1>{t("title")}</h1>
    </section>
  );
}
