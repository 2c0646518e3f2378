import { useCallback } from "react";
import { useProvidedScope } from "effector-react";
import { lazyModule } from "@/shared/lib/lazy-module";
import type { LaunchableGame } from "../model/launch-game";

/**
 * The launcher (model, reality check, frame and messages, their styles) is a chunk of its own,
 * loaded by the first tap on a game: the pages with game grids do not download or run it before
 * (docs/performance.md, "Only what the first screen runs").
 */
const launcher = lazyModule(() => import("./launch-host"));

/**
 * The game frame and the launch messages; renders nothing until the launcher is loaded. Rendered
 * once by each page that launches games.
 */
export function LaunchGameHost() {
  const loaded = launcher.useModule();
  return loaded ? <loaded.LaunchGameHost /> : null;
}

/** Start a real game (members; guests get the register invitation) or a trial. */
export function useLaunchGame() {
  const scope = useProvidedScope();
  const start = useCallback(
    (kind: "play" | "trial", game: LaunchableGame) =>
      void launcher.load().then(
        (m) => m.startLaunch(scope, kind, game),
        // The chunk cannot load (offline, a new deployment): the chunk-reload handler takes over.
        () => undefined,
      ),
    [scope],
  );
  return {
    play: useCallback((game: LaunchableGame) => start("play", game), [start]),
    trial: useCallback((game: LaunchableGame) => start("trial", game), [start]),
  };
}
