import type { ReactNode } from "react";
import type { Scope } from "effector";
import type { QueryClient } from "@tanstack/react-query";
import { HomePage } from "@/pages/home";
import { LobbyIntro } from "@/pages/lobby";
import { AppProviders } from "./providers";
import { AndroidBannerView } from "./layouts/chrome/android-banner";
import { Header } from "./layouts/chrome/header";

/**
 * Which visitors and pages a part of the first paint is for. src/app/boot.js sets the matching
 * attributes on <html> before the first paint; the rules in index.html hide the other variants.
 */
type Variant = "guest" | "member" | "home" | "lobby" | "android";

/** `display: contents` (index.html): the wrapper adds no box, the layout is React's own. */
function Only({ when, children }: { when: Variant[]; children: ReactNode }) {
  return <div className={["shell-variant", ...when.map((v) => `shell-${v}`)].join(" ")}>{children}</div>;
}

/**
 * The first paint, rendered at build time per locale by prerender.tsx from the app's own
 * components (DefaultLayout's header and banner, the home page, the lobby's intro), one variant
 * per kind of visitor where they differ. React replaces it on its first render (main.tsx).
 */
export function StaticShell({ guest, member, queryClient }: { guest: Scope; member: Scope; queryClient: QueryClient }) {
  const as = (scope: Scope, children: ReactNode) => (
    <AppProviders scope={scope} queryClient={queryClient}>
      {children}
    </AppProviders>
  );
  return (
    // data-first-paint: not the app yet (its links work, its buttons wait for the app).
    <div className="layout layout-default" data-first-paint="">
      <Only when={["android"]}>
        <AndroidBannerView />
      </Only>
      <Only when={["guest"]}>{as(guest, <Header />)}</Only>
      <Only when={["member"]}>{as(member, <Header />)}</Only>
      <main id="main" className="page">
        <Only when={["home", "guest"]}>{as(guest, <HomePage />)}</Only>
        <Only when={["home", "member"]}>{as(member, <HomePage />)}</Only>
        <Only when={["lobby"]}>
          <section>
            <LobbyIntro />
          </section>
        </Only>
      </main>
    </div>
  );
}
