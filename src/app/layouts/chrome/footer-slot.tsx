import { lazy, Suspense } from "react";

const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

/**
 * The footer (trust marks, links, 18+) loads after the first screen: it sits below it, and the
 * guest home's initial JavaScript stays within its budget. `.page` fills the first screen, so
 * nothing above moves when it arrives.
 */
export function FooterSlot() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
