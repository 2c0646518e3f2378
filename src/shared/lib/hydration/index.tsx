import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const Hydrated = createContext(true);

/**
 * False while React takes the prerendered first paint over (`hydrateRoot`, src/app/main.tsx) and
 * when the first paint is rendered at build time; true in every later render and in a page React
 * draws from scratch (`createRoot`: `npm run dev`, a page without a first paint). A component
 * whose first output depends on what only the browser knows (config.json, an answer already in
 * the query cache, a lazy chunk) renders what the build rendered until this turns true; React
 * then renders the difference right after it has taken the page over.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * Around a tree that is prerendered and taken over (prerender.tsx, main.tsx's `hydrateRoot`):
 * `useHydrated` is false in the build's render and in the take-over, and turns true in a
 * transition once the take-over is committed. A transition, not a store read whose server
 * snapshot differs (`useSyncExternalStore`): React re-renders such a store's readers at
 * synchronous priority, so the footer, the grids and the root's hosts rendered in one long task
 * right after the take-over; a transition's render yields to the browser every few milliseconds
 * and to a tap. `onTakenOver` is called once the take-over is committed.
 */
export function TakeOver({ children, onTakenOver }: { children: ReactNode; onTakenOver?: () => void }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    onTakenOver?.();
    startTransition(() => setHydrated(true));
  }, [onTakenOver]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/** `children` once the app has taken the first paint over; `fallback` (what the build rendered) until then. */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/**
 * Whether the first paint holds the page's own content (the home page and the game lobby) or
 * only the layout around an empty page (every other page: its content comes after the take-over).
 */
const PageInFirstPaint = createContext(true);
export const PageInFirstPaintProvider = PageInFirstPaint.Provider;
export const usePageInFirstPaint = (): boolean => useContext(PageInFirstPaint);
