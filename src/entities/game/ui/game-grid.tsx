import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Game, Provider } from "@/shared/api";
import { messageTemplate } from "@/shared/i18n";
import { RegionBoundary } from "@/shared/ui/region-boundary";
import { useFavourites } from "../lib/device-lists";
import { gameKey } from "../lib/search";
import { GameCard, type GameCardLabels } from "./game-card";
import styles from "./game-grid.module.css";

const PAGE_SIZE = 36;
/**
 * Cards a grid renders before the player comes near its end. The rest of the page waits in empty
 * boxes of a card's size (the page below does not move) until the boxes are within half a screen of
 * the viewport, or the keyboard enters the grid: a phone opening the home page renders and draws
 * 12 cards and their pictures, not 36 (Lighthouse mobile, guest home: docs/performance.md).
 */
export const FIRST_CARDS = 12;

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
  const [nearEnd, setNearEnd] = useState(false);
  const pending = useRef<HTMLLIElement>(null);
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
  const count = Math.min(shown, games.length);
  const cards = nearEnd ? count : Math.min(count, FIRST_CARDS);
  const waiting = cards < count;
  useEffect(() => {
    const box = pending.current;
    if (!waiting || !box) return;
    if (typeof IntersectionObserver === "undefined") return setNearEnd(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNearEnd(true));
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [waiting]);
  if (games.length === 0) return <p className={styles.gridEmpty}>{empty ?? t("noGames")}</p>;
  return (
    <>
      <ul className={styles.gameGrid} aria-label={label} data-testid="game-grid" onFocus={waiting ? () => setNearEnd(true) : undefined}>
        {games.slice(0, cards).map((g) => (
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
        {Array.from({ length: count - cards }, (_, i) => (
          <li key={`pending-${i}`} ref={i === 0 ? pending : undefined} className={styles.gameCard} aria-hidden="true" data-testid="card-pending">
            <span className={styles.gamePlay}>
              <span className={styles.gameThumb} />
              <span className={styles.gameName}>{"\u00a0"}</span>
              <span className={styles.gameProvider}>{"\u00a0"}</span>
            </span>
          </li>
        ))}
      </ul>
      {games.length > shown ? (
        <button
          type="button"
          className={`btn btn-secondary btn-block ${styles.gridMore}`}
          onClick={() => {
            setNearEnd(true);
            setShown((n) => n + PAGE_SIZE);
          }}
        >
          {t("showMore", { n: games.length - shown })}
        </button>
      ) : null}
    </>
  );
}
