import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Game } from "@/shared/api";
import { CatalogueStatus, GameGrid, gameTitle, gamesOfCategory, useCatalogue } from "@/entities/game";
import { LaunchGameHost, useLaunchGame } from "@/features/launch-game";

/** Trial play: casino games in a demo frame, no launch call, open to guests. */
export function CasinoTestPage() {
  const { t, i18n } = useTranslation("casino-test");
  const { index, isPending, refetch } = useCatalogue();
  const { trial } = useLaunchGame();
  const games = useMemo(() => (index ? gamesOfCategory(index.games, "casino") : []), [index]);
  const onPlay = useCallback(
    (game: Game) => trial({ code: game.code, provider: game.provider, title: gameTitle(game, i18n.language) }),
    [trial, i18n.language],
  );
  return (
    <section data-testid="casino-test-page">
      <h2>{t("title")}</h2>
      <p>{t("text")}</p>
      {index ? (
        <GameGrid games={games} providers={index.providerByCode} onPlay={onPlay} label={t("title")} />
      ) : (
        <CatalogueStatus isPending={isPending} onRetry={() => void refetch()} />
      )}
      <LaunchGameHost />
    </section>
  );
}
