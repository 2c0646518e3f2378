import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Game } from "@/shared/api";
import { recordBannerClick } from "@/shared/lib/analytics";
import { GameBrowser, gameKey, gameTitle, topGames, useCatalogue } from "@/entities/game";
import { useProfile } from "@/entities/profile/host";
import { LaunchGameHost, useLaunchGame } from "@/features/launch-game";
import styles from "./home-catalogue.module.css";

const BANNERS = 3;

/** Featured game banners, the game tabs and search, and the game launcher. */
export default function HomeCatalogue() {
  const { t, i18n } = useTranslation("home");
  const { index, isPending } = useCatalogue();
  const { profile } = useProfile();
  const { play } = useLaunchGame();
  const onPlay = useCallback((game: Game) => play({ code: game.code, provider: game.provider, title: gameTitle(game, i18n.language) }), [play, i18n.language]);
  const featured = useMemo(
    () =>
      index
        ? topGames(
            index.games.filter((g) => g.flags.includes("recommended")),
            BANNERS,
          )
        : [],
    [index],
  );
  return (
    <>
      {isPending ? (
        // Same boxes as the banners: the game tabs below do not move when they arrive.
        <div className={styles.banners} aria-hidden="true" data-testid="banner-skeleton">
          {Array.from({ length: BANNERS }, (_, i) => (
            <div key={i} className={`${styles.banner} ${styles.bannerSkeleton}`}>
              <span className={styles.bannerThumb} />
              <span className={styles.bannerText}>
                <span className={styles.bannerKicker} />
                <strong />
                <span className={styles.bannerCta} />
              </span>
            </div>
          ))}
        </div>
      ) : featured.length ? (
        <section className={styles.banners} aria-label={t("featured")}>
          {featured.map((game) => {
            const title = gameTitle(game, i18n.language);
            return (
              <button
                key={gameKey(game)}
                type="button"
                className={styles.banner}
                data-testid="game-banner"
                onClick={() => {
                  // Recorded first, never awaited: the click is not slowed down.
                  recordBannerClick({ phone: profile?.phone ?? null, gameID: gameKey(game), gameName: game.name });
                  onPlay(game);
                }}
              >
                <img src={game.thumbnail} alt="" width={72} height={72} decoding="async" />
                <span className={styles.bannerText}>
                  <span className={styles.bannerKicker}>{t("featuredKicker")}</span>
                  <strong>{title}</strong>
                  <span className={styles.bannerCta}>{t("playNow")}</span>
                </span>
              </button>
            );
          })}
        </section>
      ) : null}
      <GameBrowser onPlay={onPlay} />
      <LaunchGameHost />
    </>
  );
}
