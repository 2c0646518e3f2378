import { useEffect, useSyncExternalStore } from "react";

/**
 * A module imported on demand, as an external store. `load()` imports it once and resolves to it;
 * after a failed import the next `load()` tries again. `useModule()` is null until the module is
 * in, then the module; `useModule(true)` also asks for it (a failed import then shows nothing: after
 * a new deployment the chunk-reload handler takes over, and a later mount tries again). The module
 * never changes once in, so a component it renders is never mounted anew.
 *
 * No React.lazy: a lazy component suspends on its first render even when its module is already in,
 * and React holds a boundary's reveal back for a moment after another boundary's.
 */
export function lazyModule<M>(importer: () => Promise<M>): { load: () => Promise<M>; useModule: (wanted?: boolean) => M | null } {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (m) => {
        loaded = m;
        listeners.forEach((listener) => listener());
        return m;
      },
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;
  function useModule(wanted = false): M | null {
    const module = useSyncExternalStore(subscribe, current, current);
    useEffect(() => {
      if (wanted && !module) load().catch(() => undefined);
    }, [wanted, module]);
    return module;
  }
  return { load, useModule };
}
