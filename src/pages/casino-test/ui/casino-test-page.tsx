import { useTranslation } from "react-i18next";

export function CasinoTestPage() {
  const { t } = useTranslation("casino-test");
  return (
    <section data-testid="casino-test-page">
      <h2>{t("title")}</h2>
    </section>
  );
}
