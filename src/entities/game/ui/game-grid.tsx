import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Game, Provider } from "@/shared/api";
import { GameCard } from "./game-card";

export const PAGE_SIZE = 36;

/**
 * A grid of games, a page at a time: rendering 2,000 cards at once would cost
 * more than any phone should pay for a search keystroke.
 */
export function GameGrid({
  games,
  providers,
  onPlay,
  label,
  empty,
}: {
  games: readonly Game[];
  providers: ReadonlyMap<string, Provider>;
  onPlay: (game: Game) => void;
  label: string;
  empty?: string;
}) {
  const { t } = useTranslation("game");
  const [shown, setShown] = useState(PAGE_SIZE);
  if (games.length === 0) return <p className="grid-empty">{empty ?? t("noGames")}</p>;
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.slice(0, shown).map((g) => (
          <GameCard key={`${g.provider}/${g.code}`} game={g} provider={providers.get(g.provider)} onPlay={onPlay} />
        ))}
      </ul>
      {games.length > shown ? (
        <button type="button" className="btn btn-secondary btn-block grid-more" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {t("showMore", { n: games.length - shown })}
        </button>
      ) : null}
    </>
  );
}
