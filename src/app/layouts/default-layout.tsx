import { Outlet } from "react-router-dom";
import { RegionBoundary } from "@/shared/ui/region-boundary";
import { usePageInFirstPaint, useHydrated } from "@/shared/lib/hydration";
import { MemberFailureActions } from "../error-page";
import { AndroidBanner } from "./chrome/android-banner";
import { BottomNav } from "./chrome/bottom-nav";
import { FooterSlot } from "./chrome/footer-slot";
import { SupportWidget } from "./chrome/support-widget";
import { Header } from "./chrome/header";

/**
 * Default layout: header with member bar, drawer, content, footer, support widget, mobile bottom nav.
 * Each region fails on its own (docs/product-decisions.md, "Failures stay local").
 */
export function DefaultLayout() {
  const hydrated = useHydrated();
  // The first paint holds the home page and the game lobby; any other page renders right after
  // the app has taken the first paint over (until then its place is empty, as at build time).
  const page = usePageInFirstPaint() || hydrated;
  return (
    <MemberFailureActions>
      {/* data-first-paint: the prerendered HTML, not yet taken over by the app (its links work; a tap on a button is kept for the app). */}
      <div className="layout layout-default" data-first-paint={hydrated ? undefined : ""}>
        <RegionBoundary name="android-banner">
          <AndroidBanner />
        </RegionBoundary>
        <RegionBoundary name="header">
          <Header />
        </RegionBoundary>
        <main id="main" className="page">
          <RegionBoundary name="page">{page ? <Outlet /> : null}</RegionBoundary>
        </main>
        {/* Below or fixed over the first screen: they mount once the app has taken the first paint over. */}
        {hydrated ? (
          <>
            <RegionBoundary name="footer">
              <FooterSlot />
              <SupportWidget />
            </RegionBoundary>
            <RegionBoundary name="bottom-nav">
              <BottomNav />
            </RegionBoundary>
          </>
        ) : null}
      </div>
    </MemberFailureActions>
  );
}
