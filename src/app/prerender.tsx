// Build-time entry (build/first-paint.ts, environment "prerender"; never part of the app's bundle):
// renders the first paint of index.html per locale: the app's own first render, per page and visitor.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router-dom";
import { fork } from "effector";
import { $session } from "@/entities/session";
import { createAppQueryClient } from "@/shared/api";
import { setRuntimeConfig, type RuntimeConfig } from "@/shared/config";
import { i18n, initI18n, localePath, localeToTag, type Locale } from "@/shared/i18n";
import { PageInFirstPaintProvider, TakeOver } from "@/shared/lib/hydration";
import { HomePage } from "@/pages/home";
import { LobbyPage } from "@/pages/lobby";
import { AppProviders } from "./providers";
import { RootShell } from "./root-shell";
import { DefaultLayout } from "./layouts/default-layout";
import { loadMemberBar } from "./layouts/chrome/header";
import { RouteErrorPage } from "./error-page";
import { FIRST_PAINT_PAGES, FIRST_PAINT_VISITORS, variantIdPrefix, variantName, type FirstPaintPage, type FirstPaintVisitor } from "./first-paint";

/**
 * config.json is read by the browser, per deployment: what depends on it (the site name, the
 * support and app links) is left empty in the first paint and rendered by the app
 * (`useRuntimeConfig` is null until the app has taken the first paint over).
 */
const UNKNOWN_UNTIL_RUNTIME: RuntimeConfig = {
  apiBaseUrl: "",
  postbackUrl: "",
  site: { name: "", url: "", line: "", referral: "" },
  features: { realOtp: false, androidAppUrl: null },
  bannerClickSink: null,
  gameFrameOrigins: [],
  trialPageUrl: null,
  // The brand's logo, marks and links come with config.json; its colours are the stylesheet's defaults until then.
  brand: {
    logo: { url: "", width: 0, height: 0 },
    favicon: "",
    manifest: { shortName: "", icons: [] },
    colors: { background: "", surface: "", primary: "", onPrimary: "", accent: "", text: "", success: "", danger: "" },
    copy: {},
    trustMarks: { payments: [], providers: [] },
    supportLinks: [],
  },
  responsiblePlay: { adultsMark: false, page: false, realityCheckMinutes: null, depositReminder: false },
};

export interface FirstPaint {
  /** The markup that goes inside #root. */
  html: string;
  /** `<html lang>`. */
  lang: string;
  /** The page's meta description in this locale. */
  description: string;
}

/**
 * The app's routes (routing/routes.tsx) as far as the first paint goes: the same components in
 * the same nesting, so the markup is what the app's first render makes of it; any other page of
 * the default layout is the layout around an empty page.
 */
const OTHER_PAGE = "first-paint-other-page";
const FIRST_PAINT_ROUTES: RouteObject[] = [
  {
    id: "root",
    path: "/:lang?",
    Component: RootShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      {
        Component: DefaultLayout,
        children: [
          { index: true, Component: HomePage },
          { path: "lobby", Component: LobbyPage },
          { path: OTHER_PAGE, Component: () => null },
        ],
      },
    ],
  },
];
const PAGE_PATHS: Record<FirstPaintPage, string> = { home: "/", lobby: "/lobby", other: `/${OTHER_PAGE}` };

async function renderVariant(locale: Locale, page: FirstPaintPage, visitor: FirstPaintVisitor): Promise<string> {
  // A member whose profile is still on its way: the member bar's placeholders.
  const scope = visitor === "member" ? fork({ values: [[$session, { token: "", expiresAt: Number.MAX_SAFE_INTEGER }]] }) : fork();
  const queryClient = createAppQueryClient();
  const handler = createStaticHandler(FIRST_PAINT_ROUTES, { basename: "/lobby/" });
  const context = await handler.query(new Request(`http://first-paint/lobby${localePath(locale, PAGE_PATHS[page])}`));
  if (context instanceof Response) throw new Error(`first paint: ${page} answered ${context.status}`);
  const app: ReactNode = (
    // The same providers as the app (main.tsx) around the same kind of router.
    <TakeOver>
      <PageInFirstPaintProvider value={page !== "other"}>
        <AppProviders scope={scope} queryClient={queryClient}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </PageInFirstPaintProvider>
    </TakeOver>
  );
  const html = renderToString(app, { identifierPrefix: variantIdPrefix(page, visitor) });
  // The profile query's garbage-collection timer (an hour) would keep the build running.
  queryClient.clear();
  return `<div class="shell-variant shell-${page} shell-${visitor}" data-first-paint-variant="${variantName(page, visitor)}">${html}</div>`;
}

export async function renderFirstPaint(locale: Locale): Promise<FirstPaint> {
  setRuntimeConfig(UNKNOWN_UNTIL_RUNTIME);
  await initI18n(locale, ["common", "home", "lobby", "game"]);
  // The member's variants hold the member bar, a file of its own in the app (header.tsx).
  await loadMemberBar();
  let html = "";
  for (const page of FIRST_PAINT_PAGES) for (const visitor of FIRST_PAINT_VISITORS) html += await renderVariant(locale, page, visitor);
  return { html, lang: localeToTag(locale), description: i18n.t("home:metaDescription") };
}
