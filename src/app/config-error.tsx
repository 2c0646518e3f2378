import { useTranslation } from "react-i18next";

/** Shown when /lobby/config.json is missing or invalid: the app cannot start safely. */
export function ConfigErrorPage({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <main className="error-page" data-testid="config-error">
      <h1>{t("errors.configInvalid")}</h1>
      <pre className="config-error-detail">{detail}</pre>
    </main>
  );
}
