import { Outlet } from "react-router-dom";
import { AndroidBanner } from "./chrome/android-banner";
import { BottomNav } from "./chrome/bottom-nav";
import { Footer, SupportWidget } from "./chrome/footer";
import { Header } from "./chrome/header";

/** Default layout: header with member bar, drawer, content, footer, support widget, mobile bottom nav. */
export function DefaultLayout() {
  return (
    <div className="layout layout-default">
      <AndroidBanner />
      <Header />
      <main id="main" className="page">
        <Outlet />
      </main>
      <Footer />
      <SupportWidget />
      <BottomNav />
    </div>
  );
}
