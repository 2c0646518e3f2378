import { Outlet } from "react-router-dom";
import { RegionBoundary } from "@/shared/ui";
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
  return (
    <MemberFailureActions>
      <div className="layout layout-default">
        <RegionBoundary name="android-banner">
          <AndroidBanner />
        </RegionBoundary>
        <RegionBoundary name="header">
          <Header />
        </RegionBoundary>
        <main id="main" className="page">
          <RegionBoundary name="page">
            <Outlet />
          </RegionBoundary>
        </main>
        <RegionBoundary name="footer">
          <FooterSlot />
          <SupportWidget />
        </RegionBoundary>
        <RegionBoundary name="bottom-nav">
          <BottomNav />
        </RegionBoundary>
      </div>
    </MemberFailureActions>
  );
}
