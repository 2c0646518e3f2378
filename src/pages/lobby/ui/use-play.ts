import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { Game } from "@/shared/api";
import { gameTitle } from "@/entities/game";
import { useLaunchGame } from "@/features/launch-game";

/** Play a catalogue game with its localised title. */
export function usePlayGame(): (game: Game) => void {
  const { i18n } = useTranslation();
  const { play } = useLaunchGame();
  return useCallback((game: Game) => play({ code: game.code, provider: game.provider, title: gameTitle(game, i18n.language) }), [play, i18n.language]);
}
