import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Game, Provider } from "@/shared/api";
import { messageTemplate } from "@/shared/i18n";
import { RegionBoundary } from "@/shared/ui";
import { useFavourites } from "../lib/device-lists";
import { gameKey } from "../lib/search";
import { GameCard, type GameCardLabels } from "./game-card";

const PAGE_SIZE = 36;

interface GameGridProps {
  games: readonly Game[];
  providers: ReadonlyMap<string, Provider>;
  onPlay: (game: Game) => void;
  label: string;
  empty?: string;
}

/** A grid that fails alone: a broken game shows a small failure here, the rest of the page stays. */
export function GameGrid(props: GameGridProps) {
  return (
    <RegionBoundary name={`game-grid:${props.label}`}>
      <GameGridView {...props} />
    </RegionBoundary>
  );
}

/**
 * A grid of games, a page at a time: rendering 2,000 cards at once would cost
 * more than any phone should pay for a search keystroke.
 */
function GameGridView({ games, providers, onPlay, label, empty }: GameGridProps) {
  const { t, i18n } = useTranslation("game");
  const [shown, setShown] = useState(PAGE_SIZE);
  // One favourites subscription and one set of labels per grid, not per card.
  const favourites = useFavourites();
  const labels = useMemo<GameCardLabels>(
    () => ({
      play: messageTemplate(t, "playGame", "name"),
      favourite: messageTemplate(t, "favourite", "name"),
      flag: (flag) => t(`flag.${flag}`),
    }),
    [t],
  );
  if (games.length === 0) return <p className="grid-empty">{empty ?? t("noGames")}</p>;
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.slice(0, shown).map((g) => (
          <GameCard
            key={gameKey(g)}
            game={g}
            provider={providers.get(g.provider)}
            language={i18n.language}
            favourite={favourites.includes(gameKey(g))}
            labels={labels}
            onPlay={onPlay}
          />
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
