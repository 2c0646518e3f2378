import type { Scope } from "effector";
import type { RouteObject, RouterState } from "react-router-dom";
import type { FirstPaintPage } from "../first-paint";
import { isMemberPopup, POPUP_ROUTES, type PopupMode } from "@/shared/popup";
import { getRuntimeConfig } from "@/shared/config";
import type { RouteHandle } from "../navigation";
import { DefaultLayout } from "../layouts/default-layout";
import { BlankLayout } from "../layouts/blank-layout";
import { RootShell } from "../root-shell";
import { RouteErrorPage, NotFoundPage } from "../error-page";
import { HomePage } from "@/pages/home";
import { authCallback, guestOnly, infoTabRedirect, localeMiddleware, referrerCapture, requireMember, sessionMiddleware } from "./guards";

const DEFAULT_LAYOUT = "default-layout";

const popupRoute = (path: string, popup: PopupMode, middleware: RouteObject["middleware"] = []): RouteObject => ({
  path,
  middleware,
  Component: HomePage,
  handle: { popup } satisfies RouteHandle,
});

/**
 * Every route of R-NAV-2 under /lobby/ (history mode), optionally
 * prefixed by /en or /cn. Pages load lazily; home is in the first load.
 * Protected: deposit, withdraw, history, referral, affiliate, slip (docs/product-decisions.md).
 */
export function createRoutes(scope: Scope): RouteObject[] {
  const member = requireMember(scope);
  const guest = guestOnly(scope);
  return [
    {
      id: "root",
      path: "/:lang?",
      middleware: [localeMiddleware, sessionMiddleware(scope)],
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => null,
      children: [
        {
          id: DEFAULT_LAYOUT,
          Component: DefaultLayout,
          children: [
            { index: true, Component: HomePage },
            { path: "lobby", lazy: async () => ({ Component: (await import("@/pages/lobby")).LobbyPage }) },
            { path: "lobby/:id", lazy: async () => ({ Component: (await import("@/pages/lobby")).ProviderPage }) },
            { path: "topgames", lazy: async () => ({ Component: (await import("@/pages/lobby")).TopGamesPage }) },
            { path: "promotion", lazy: async () => ({ Component: (await import("@/pages/content")).PromotionPage }) },
            { path: "article", lazy: async () => ({ Component: (await import("@/pages/content")).ArticlePage }) },
            { path: "privacy-policy", lazy: async () => ({ Component: (await import("@/pages/content")).PrivacyPolicyPage }) },
            // Product extension, off-switchable per brand (config.json responsiblePlay.page).
            {
              path: "responsible-play",
              lazy: async () => ({
                Component: getRuntimeConfig().responsiblePlay.page ? (await import("@/pages/responsible-play")).ResponsiblePlayPage : NotFoundPage,
              }),
            },
            // /login, /register, /forgetpassword: guests only; /deposit, /withdraw: members only (shared/popup, popups.json).
            ...[...POPUP_ROUTES].map(([path, popup]) => popupRoute(path, popup, [isMemberPopup(popup) ? member : guest])),
            { path: "history", middleware: [member, infoTabRedirect("history")] },
            { path: "referral", middleware: [member, infoTabRedirect("referral")] },
            { path: "affiliate", middleware: [member, infoTabRedirect("referral")] },
            { path: "authenticate", middleware: [authCallback(scope)] },
            { path: "authentication", middleware: [authCallback(scope)] },
            { path: "u", middleware: [referrerCapture("affiliate")] },
            { path: "u/:id", middleware: [referrerCapture("affiliate")] },
            { path: "ref", middleware: [referrerCapture("referral")] },
            { path: "*", Component: NotFoundPage },
          ],
        },
        {
          path: "casino-test",
          lazy: async () => ({ Component: (await import("../layouts/casino-layout")).CasinoLayout }),
          children: [{ index: true, lazy: async () => ({ Component: (await import("@/pages/casino-test")).CasinoTestPage }) }],
        },
        {
          Component: BlankLayout,
          children: [{ path: "slip", middleware: [member], lazy: async () => ({ Component: (await import("@/pages/slip")).SlipPage }) }],
        },
      ],
    },
  ];
}

/**
 * Which variant of the prerendered first paint (src/app/prerender.tsx) the router's first page
 * renders: the home page (and the popups over it), the game lobby, another page of the default
 * layout; null for a page without one (another layout, an error).
 */
export function firstPaintPageOf({ matches, errors }: Pick<RouterState, "matches" | "errors">): FirstPaintPage | null {
  const leaf = matches.at(-1)?.route;
  if (errors || matches[1]?.route.id !== DEFAULT_LAYOUT) return null;
  return leaf?.index || (leaf?.handle as RouteHandle | undefined)?.popup ? "home" : leaf?.path === "lobby" ? "lobby" : "other";
}
