/**
 * The prerendered first paint (src/app/prerender.tsx) holds one variant of the app's own first
 * render per page and visitor, side by side in #root, each in a `display: contents` wrapper
 * (data-first-paint-variant); the boot script (src/app/boot.js) shows the one that fits before
 * the first paint (index.html's rules), and the app takes that one over in place (main.tsx).
 */
export const FIRST_PAINT_PAGES = ["home", "lobby", "other"] as const;
/** The home page (and the popups over it), the game lobby, or any other page of the default layout (its content comes after). */
export type FirstPaintPage = (typeof FIRST_PAINT_PAGES)[number];
export const FIRST_PAINT_VISITORS = ["guest", "member"] as const;
export type FirstPaintVisitor = (typeof FIRST_PAINT_VISITORS)[number];

export const variantName = (page: FirstPaintPage, visitor: FirstPaintVisitor) => `${page}-${visitor}`;
/** useId's prefix: the variants never share an id, and the app keeps its variant's. */
export const variantIdPrefix = (page: FirstPaintPage, visitor: FirstPaintVisitor) => `${variantName(page, visitor)}-`;

declare global {
  interface Window {
    /**
     * The boot script's hand-over (src/app/boot.js): stops keeping taps, leaves the variant
     * `name` alone in #root (none: the app draws the page anew) and returns it (null: none).
     * Absent where the boot script did not run (tests).
     */
    __lobbyFirstPaint?: (name: string) => HTMLElement | null;
    /** Set by `__lobbyFirstPaint`: the app calls it once React has committed the take-over, and the last tap kept is replayed. */
    __lobbyTakenOver?: () => void;
  }
}
