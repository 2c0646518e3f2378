import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { Game, Provider } from "@/shared/api";
import { Icon } from "@/shared/ui";
import { gameKey } from "../lib/search";
import { toggleFavourite, useFavourites } from "../lib/device-lists";

/** The name a player reads: the Thai name in Thai when there is one. */
export function gameTitle(game: Pick<Game, "name" | "name_th">, language: string): string {
  return language === "th" && game.name_th ? game.name_th : game.name;
}

export const THUMB_SIZE = 160;

export const GameCard = memo(function GameCard({
  game,
  provider,
  onPlay,
}: {
  game: Game;
  provider: Provider | undefined;
  onPlay: (game: Game) => void;
}) {
  const { t, i18n } = useTranslation("game");
  const favourites = useFavourites();
  const title = gameTitle(game, i18n.language);
  const key = gameKey(game);
  const favourite = favourites.includes(key);
  const unavailable = game.flags.includes("maintenance") || provider?.active === false;
  return (
    <li className={`game-card${unavailable ? " is-unavailable" : ""}`} data-game={key}>
      <button type="button" className="game-play" onClick={() => onPlay(game)} disabled={unavailable} aria-label={t("playGame", { name: title })}>
        <span className="game-thumb">
          <img src={game.thumbnail} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
          {game.flags
            .filter((f) => f !== "recommended")
            .slice(0, 1)
            .map((f) => (
              <span key={f} className={`game-flag game-flag-${f}`}>
                {t(`flag.${f}`)}
              </span>
            ))}
        </span>
        <span className="game-name">{title}</span>
        <span className="game-provider">{provider?.name ?? game.provider}</span>
      </button>
      <button
        type="button"
        className="game-fav"
        aria-pressed={favourite}
        aria-label={t("favourite", { name: title })}
        onClick={() => toggleFavourite(key)}
      >
        <Icon name={favourite ? "star" : "starEmpty"} />
      </button>
    </li>
  );
});
