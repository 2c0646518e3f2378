import { createEffect } from "effector";
import { fetchClient, unwrap } from "@/shared/api";

/** The provider's game URL for this device (R-API-2, R-API-4). */
export const requestLaunchFx = createEffect(async ({ game, mobile }: { game: { provider: string; code: string }; mobile: boolean }) => {
  return unwrap(
    fetchClient.GET("/launch-game/{provider}/{game}", {
      params: { path: { provider: game.provider, game: game.code }, query: { mobile } },
    }),
  );
});
