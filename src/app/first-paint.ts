/**
 * The prerendered first paint (src/app/prerender.tsx) holds one variant of the app's own first
 * render per page and visitor, side by side in #root, each in a `display: contents` wrapper; the
 * boot script (src/app/boot.js) shows the one that fits before the first paint (index.html's
 * rules), and the app takes that one over in place (main.tsx, `hydrateRoot`).
 */
export const FIRST_PAINT_PAGES = ["home", "lobby", "other"] as const;
/** The home page (and the popups over it), the game lobby, or any other page of the default layout (its content comes after). */
export type FirstPaintPage = (typeof FIRST_PAINT_PAGES)[number];
export const FIRST_PAINT_VISITORS = ["guest", "member"] as const;
export type FirstPaintVisitor = (typeof FIRST_PAINT_VISITORS)[number];

export const VARIANT_ATTR = "data-first-paint-variant";
export const variantName = (page: FirstPaintPage, visitor: FirstPaintVisitor) => `${page}-${visitor}`;
/** useId's prefix: the variants never share an id, and the app keeps its variant's. */
export const variantIdPrefix = (page: FirstPaintPage, visitor: FirstPaintVisitor) => `${variantName(page, visitor)}-`;

/**
 * The variant of the first paint the app renders first, alone in #root: the others are removed
 * and it is shown whatever the boot script guessed (a redirect, a session that expired since).
 * Null when #root holds no first paint (`npm run dev`) or not this variant.
 */
export function takeFirstPaint(root: HTMLElement, page: FirstPaintPage, visitor: FirstPaintVisitor): HTMLElement | null {
  const variants = [...root.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.hasAttribute(VARIANT_ATTR));
  const chosen = variants.find((el) => el.getAttribute(VARIANT_ATTR) === variantName(page, visitor));
  if (!chosen) return null;
  for (const other of variants) if (other !== chosen) other.remove();
  // No page or visitor class: index.html's rules never hide it again.
  chosen.className = "shell-variant";
  return chosen;
}

declare global {
  interface Window {
    /** Set by the boot script: stops keeping taps and hands over the ones kept so far. */
    __lobbyTakeTaps?: () => Element[];
  }
}

/**
 * The buttons tapped on the first paint before the app started (the boot script keeps them).
 * After this call the app's own listeners answer taps (React replays those that land while it
 * takes the first paint over).
 */
export function takeQueuedTaps(): Element[] {
  const take = window.__lobbyTakeTaps;
  window.__lobbyTakeTaps = undefined;
  return take ? take() : [];
}

/**
 * Replays the player's last tap once the app has taken the first paint over: the same button,
 * still in the page (the take-over keeps the elements). Only the last: a player who saw nothing
 * happen and tapped again meant one thing.
 */
export function replayLastTap(taps: Element[]): void {
  const last = taps.at(-1);
  if (last instanceof HTMLElement && last.isConnected) last.click();
}
