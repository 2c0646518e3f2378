import { useMemo } from "react";
import { Link, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { CatalogueStatus, GameBrowser, GameGrid, topGames, useCatalogue } from "@/entities/game";
import { LaunchGameHost } from "@/features/launch-game";
import { currentLocale, localePath } from "@/shared/i18n";
import { Button } from "@/shared/ui/button";
import { dialogShown } from "@/shared/notify";
import { $isAuthenticated } from "@/entities/session";
import { useUnit } from "effector-react";
import { usePlayGame } from "./use-play";
import { AfterHydration } from "@/shared/lib/hydration";
import styles from "./lobby-page.module.css";

export function LobbyPage() {
  const { t } = useTranslation("lobby");
  const { t: tc } = useTranslation();
  const onPlay = usePlayGame();
  const [authed, show] = useUnit([$isAuthenticated, dialogShown]);
  return (
    <section data-testid="lobby-page">
      <LobbyIntro />
      <p className={styles.pageLinks}>
        {/* The play-game button on the lobby route asks for a game (R-NAV-9). */}
        {authed ? (
          <Button variant="gold" onClick={() => show({ tone: "info", message: tc("selectGame") })}>
            {tc("nav.playGame")}
          </Button>
        ) : null}
        <Link to={localePath(currentLocale(), "/topgames")}>{t("topgames")}</Link>
      </p>
      <GameBrowser onPlay={onPlay} />
      <AfterHydration>
        <LaunchGameHost />
      </AfterHydration>
    </section>
  );
}

/** The lobby's heading and tagline. */
function LobbyIntro() {
  const { t } = useTranslation("lobby");
  return (
    <div className="page-intro">
      <h1>{t("title")}</h1>
      <p data-largest-text="">{t("intro")}</p>
    </div>
  );
}

export function ProviderPage() {
  const { t } = useTranslation("lobby");
  const { id = "" } = useParams();
  const { index, isPending, refetch } = useCatalogue();
  const onPlay = usePlayGame();
  const provider = index?.providerByCode.get(id);
  const games = useMemo(() => (index ? index.games.filter((g) => g.provider === id).sort((a, b) => b.popularity - a.popularity) : []), [index, id]);
  const back = (
    <Link className="btn btn-secondary" to={localePath(currentLocale(), "/lobby")}>
      {t("backToLobby")}
    </Link>
  );
  if (!index) return <CatalogueStatus isPending={isPending} onRetry={() => void refetch()} />;
  if (!provider) {
    return (
      <section data-testid="provider-page" className="provider-missing">
        <h1>{t("providerNotFound")}</h1>
        <p>{t("providerNotFoundText", { id })}</p>
        {back}
      </section>
    );
  }
  return (
    <section data-testid="provider-page">
      <div className={styles.providerHead}>
        <img src={provider.logo} alt="" width={64} height={64} decoding="async" />
        <h1>{provider.name}</h1>
      </div>
      {provider.active ? null : <p className="provider-off-note">{t("providerOff")}</p>}
      <p className={styles.pageLinks}>{back}</p>
      <GameGrid games={games} providers={index.providerByCode} onPlay={onPlay} label={t("providerGames", { name: provider.name })} />
      <LaunchGameHost />
    </section>
  );
}

export function TopGamesPage() {
  const { t } = useTranslation("lobby");
  const { index, isPending, refetch } = useCatalogue();
  const onPlay = usePlayGame();
  const games = useMemo(() => (index ? topGames(index.games, 60) : []), [index]);
  return (
    <section data-testid="topgames-page">
      <h1>{t("topgames")}</h1>
      <p>{t("topgamesText")}</p>
      {index ? (
        <GameGrid games={games} providers={index.providerByCode} onPlay={onPlay} label={t("topgames")} />
      ) : (
        <CatalogueStatus isPending={isPending} onRetry={() => void refetch()} />
      )}
      <LaunchGameHost />
    </section>
  );
}
