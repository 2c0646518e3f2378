import { memo } from "react";
import type { Game, Provider } from "@/shared/api";
import { Icon } from "@/shared/ui/icon";
import { gameKey } from "../lib/search";
import { toggleFavourite } from "../lib/device-lists";
import styles from "./game-grid.module.css";

/** The name a player reads: the Thai name in Thai when there is one. */
export function gameTitle(game: Pick<Game, "name" | "name_th">, language: string): string {
  return language === "th" && game.name_th ? game.name_th : game.name;
}

const THUMB_SIZE = 160;

/** Everything a card says that is the same for every card: translated once per grid. */
export interface GameCardLabels {
  play: (name: string) => string;
  favourite: (name: string) => string;
  flag: (flag: string) => string;
}

export const GameCard = memo(function GameCard({
  game,
  provider,
  language,
  favourite,
  labels,
  onPlay,
}: {
  game: Game;
  provider: Provider | undefined;
  language: string;
  favourite: boolean;
  labels: GameCardLabels;
  onPlay: (game: Game) => void;
}) {
  const title = gameTitle(game, language);
  const key = gameKey(game);
  const unavailable = game.flags.includes("maintenance") || provider?.active === false;
  const flag = game.flags.find((f) => f !== "recommended");
  return (
    <li className={unavailable ? `${styles.gameCard} ${styles.isUnavailable}` : styles.gameCard} data-game={key}>
      <button type="button" className={styles.gamePlay} onClick={() => onPlay(game)} disabled={unavailable} aria-label={labels.play(title)}>
        <span className={styles.gameThumb}>
          <img src={game.thumbnail} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
          {flag ? <span className={flag === "new" ? `${styles.gameFlag} ${styles.gameFlagNew}` : styles.gameFlag}>{labels.flag(flag)}</span> : null}
        </span>
        <span className={styles.gameName}>{title}</span>
        <span className={styles.gameProvider}>{provider?.name ?? game.provider}</span>
      </button>
      <button type="button" className={styles.gameFav} aria-pressed={favourite} aria-label={labels.favourite(title)} onClick={() => toggleFavourite(key)}>
        <Icon name={favourite ? "star" : "starEmpty"} />
      </button>
    </li>
  );
});
