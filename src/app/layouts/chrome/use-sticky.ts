import { useEffect, useState, type RefObject } from "react";
import { STICKY_HEADER_PX } from "@/shared/config";

/** True once the page has scrolled beyond 330 px (R-NAV-7). */
export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_HEADER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return sticky;
}

/**
 * The header's height as `--header-h` on the document (read in a ResizeObserver, after layout):
 * toasts sit below the header and its member bar instead of on the credit line.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = header.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => root.setProperty("--header-h", `${Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0)}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty("--header-h");
    };
  }, [header]);
}
