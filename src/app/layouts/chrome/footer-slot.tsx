import { lazy, Suspense } from "react";
import { AfterHydration } from "@/shared/lib/hydration";

const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

/**
 * The footer (trust marks, links, 18+) loads after the first screen: it sits below it, and the
 * guest home's initial JavaScript stays within its budget. `.page` fills the first screen, so
 * nothing above moves when it arrives.
 */
export function FooterSlot() {
  // Not in the first paint: it mounts once the app has taken the first paint over.
  return (
    <Suspense fallback={null}>
      <AfterHydration>
        <Footer />
      </AfterHydration>
    </Suspense>
  );
}
