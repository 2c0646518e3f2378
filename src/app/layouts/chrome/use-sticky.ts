import { useEffect, useState } from "react";
import { STICKY_HEADER_PX } from "@/shared/config";

/** True once the page has scrolled beyond 330 px (spec section 2). */
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
