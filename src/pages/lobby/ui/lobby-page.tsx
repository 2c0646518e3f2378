import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";

export function LobbyPage() {
  const { t } = useTranslation("lobby");
  return (
    <section data-testid="lobby-page">
      <h1>{t("title")}</h1>
    </section>
  );
}

export function ProviderPage() {
  const { t } = useTranslation("lobby");
  const { id } = useParams();
  return (
    <section data-testid="provider-page">
      <h1>
        {t("provider")}: {id}
      </h1>
    </section>
  );
}

export function TopGamesPage() {
  const { t } = useTranslation("lobby");
  return (
    <section data-testid="topgames-page">
      <h1>{t("topgames")}</h1>
    </section>
  );
}
