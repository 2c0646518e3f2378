import { lazy, Suspense, useCallback, useSyncExternalStore } from "react";
import { useProvidedScope } from "effector-react";
import type { LaunchableGame } from "../model/launch-game";

/**
 * The launcher (model, reality check, frame and messages, their styles) is a chunk of its own,
 * loaded by the first tap on a game: the pages with game grids do not download or run it before
 * (docs/performance.md, "Only what the first screen runs").
 */
type Launcher = typeof import("./launch-host");
let launcher: Promise<Launcher> | null = null;
let ready = false;
const listeners = new Set<() => void>();
const load = (): Promise<Launcher> =>
  (launcher ??= import("./launch-host").then((m) => {
    ready = true;
    listeners.forEach((l) => l());
    return m;
  }));
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const isReady = () => ready;

const Host = lazy(() => load().then((m) => ({ default: m.LaunchGameHost })));

/**
 * The game frame and the launch messages; renders nothing until the launcher is loaded. Rendered
 * once by each page that launches games.
 */
export function LaunchGameHost() {
  const loaded = useSyncExternalStore(subscribe, isReady, isReady);
  return loaded ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}

/** Start a real game (members; guests get the register invitation) or a trial. */
export function useLaunchGame() {
  const scope = useProvidedScope();
  const start = useCallback(
    (kind: "play" | "trial", game: LaunchableGame) =>
      void load().then(
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
