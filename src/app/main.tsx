import "./fonts.css";
import "@/shared/ui/kit.css";
import "./styles.css";
// The prerendered lobby variant (its links and the game browser's search) is styled by the first stylesheet, not by the lazy route's:
// the same modules as the components', so the same class names.
import "@/pages/lobby/ui/lobby-page.module.css";
import "@/entities/game/ui/game-browser.module.css";
import { startTransition, StrictMode } from "react";
import { scopeBind } from "effector";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createAppQueryClient, setApiBaseUrl } from "@/shared/api";
import { applyBrand, ConfigError, loadRuntimeConfig, type RuntimeConfig } from "@/shared/config";
import { initI18n, splitLocalePath } from "@/shared/i18n";
import { AppProviders } from "./providers";
import { createRoutes, firstPaintPageOf } from "./routing/routes";
import { startApp } from "./start";
import { asksForPopup, connectNavigation } from "./navigation";
import { installChunkReload, setPendingTarget } from "./chunk-reload";
import { ConfigErrorPage } from "./config-error";
import { Announcement, prefetchAnnouncement } from "@/features/announcement";
import { prefetchHomeParts } from "@/pages/home";
import { opensOverHome } from "@/shared/popup";
import { $isAuthenticated } from "@/entities/session";
import { PageInFirstPaintProvider, TakeOver } from "@/shared/lib/hydration";
import { variantIdPrefix, variantName } from "./first-paint";
import { appTookOver } from "./member-hosts";
import { loadMemberBar } from "./layouts/chrome/header";

/** Resolves once the router has run the first navigation's middleware and lazy route modules. */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Ends the current task: the browser may paint and answer taps before the next start-up step.
 * Each step is then a short task of its own instead of one long one (Lighthouse's Total
 * Blocking Time counts every task's time over 50 ms on a slow phone). A yield, not app state:
 * nothing but the next start-up line waits on it, so it is no Effector timer.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  // Development: the dev clock and the contract mock (journey ?journey=<name>, per-call answers), before
  // any session read or API call. Production builds drop this branch and its chunk.
  if (__MOCK_PANEL__) await (await import("@/dev/boot")).bootDev();
  // Evaluating the app's script is one long task already; its start-up begins in a task of its own
  // (config.json and the dictionary are preloaded by index.html, so nothing waits on this).
  await nextTask();
  installChunkReload();
  // index.html paints the app's own first render inside #root (prerender.tsx); the app takes it
  // over in place once everything the first screen needs is here.
  const container = document.getElementById("root")!;
  // The first paint's language (each locale has its own index.html); the app may end up in
  // another (a remembered choice redirects), and then it draws the page anew.
  const paintedLang = document.documentElement.lang;
  const { locale, rest } = splitLocalePath(location.pathname.replace(/^\/lobby/, ""));
  // No waterfall: dictionaries and config.json (preloaded by index.html) load together.
  // The home dictionary comes along on the pages that show the home page (it and its popups),
  // the lobby's and the games' on the game lobby (its first paint holds the game browser).
  const home = opensOverHome(rest);
  const namespaces = home ? ["common", "home"] : /^\/lobby\/?$/.test(rest) ? ["common", "lobby", "game"] : ["common"];
  const dictionaries = initI18n(locale, namespaces);
  // A member's first paint (the boot script's guess from the stored session) has the member bar, whose
  // code is a file of its own (a guest's first screen does not carry it): it loads beside config.json.
  const memberBar = document.documentElement.hasAttribute("data-shell-member") ? loadMemberBar().catch(() => undefined) : null;
  // The notice is asked for as soon as config.json says where the API is: on a member's home it is
  // the largest element, and its answer and view then arrive while the rest of the start-up runs.
  const queryClient = createAppQueryClient();
  const configLoad = loadRuntimeConfig().then(
    (config): { config: RuntimeConfig } | { error: string } => {
      setApiBaseUrl(config.apiBaseUrl);
      prefetchAnnouncement(queryClient);
      return { config };
    },
    (e: unknown) => ({ error: e instanceof ConfigError ? e.message : String(e) }),
  );
  const [, loaded] = await Promise.all([dictionaries, configLoad]);
  if ("error" in loaded) {
    createRoot(container).render(<ConfigErrorPage detail={loaded.error} />);
    return;
  }
  await applyBrand(loaded.config);
  const scope = await startApp(queryClient);
  await nextTask();
  // The announcement is a root of its own, outside the first paint: it opens as soon as its answer and
  // view are in, not with the take-over's commit, which waits for the router and the page's parts. On
  // a member's home it is the largest element. When the address asks for a popup (a popup route,
  // ?popup=, ?info=), that popup comes first: the notice then mounts once the router has opened it.
  let announcementMounted = false;
  const mountAnnouncement = () => {
    announcementMounted = true;
    createRoot(document.body.appendChild(document.createElement("div"))).render(
      <StrictMode>
        <AppProviders scope={scope} queryClient={queryClient}>
          <Announcement />
        </AppProviders>
      </StrictMode>,
    );
  };
  if (!asksForPopup(rest, location.search)) mountAnnouncement();
  // The pages with game grids ask for the catalogue (the largest response) as soon as
  // the API client is set up, not after their lazy chunks and dictionaries have loaded.
  // The game entity is imported lazily: its chunk is the one those pages load next anyway.
  if (home || /^\/(lobby|topgames)(\/|$)/.test(rest)) {
    void import("@/entities/game").then(({ catalogueQuery }) => queryClient.prefetchQuery(catalogueQuery()));
  }
  // The home's grids and sections render right after the take-over: their file is in by then. A
  // fetch that fails here is asked for again when the page renders them (their region shows the error).
  if (home) prefetchHomeParts().catch(() => undefined);
  await nextTask();
  const router = createBrowserRouter(createRoutes(scope), { basename: "/lobby/", future: { v8_middleware: true } });
  router.subscribe((state) => {
    if (state.navigation.location) setPendingTarget(router.createHref(state.navigation.location));
  });
  await routerReady(router);
  await connectNavigation(scope, router, queryClient);
  if (!announcementMounted) mountAnnouncement();
  // The first paint's variant for this page and visitor (prerender.tsx), as the router and the
  // session now say (a redirect or an expired session may differ from the boot script's guess).
  const page = document.documentElement.lang === paintedLang ? firstPaintPageOf(router.state) : null;
  const visitor = scope.getState($isAuthenticated) ? "member" : "guest";
  // The bar is in before React takes a member's first paint over (its file left long before; the boot
  // script keeps the taps meanwhile): a part of the first paint still waiting for its code would hold
  // the whole take-over back, since the take-over's own update reaches it.
  if (visitor === "member") await (memberBar ?? loadMemberBar().catch(() => undefined));
  // From here React answers taps; the boot script replays the last one it kept once the app has taken over.
  const shell = window.__lobbyFirstPaint?.(page ? variantName(page, visitor) : "");
  const tree = (
    <PageInFirstPaintProvider value={page !== "other"}>
      <AppProviders scope={scope} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageInFirstPaintProvider>
  );
  // Taken over: the same TakeOver as the build's render (prerender.tsx), so the markup matches and
  // what only the browser knows renders in a transition after the take-over.
  // The member's start-up (./member-hosts) waits for the take-over: a session that ends meanwhile would fail it.
  // The boot script replays the tap it kept as soon as React has committed the take-over (not after the render of what comes after it).
  const memberStart = scopeBind(appTookOver, { scope });
  let takenOver = () => {};
  const whenTakenOver = new Promise<void>((resolve) => (takenOver = resolve));
  const tookOver = () => {
    window.__lobbyTakenOver?.();
    memberStart();
    takenOver();
  };
  const app = <StrictMode>{shell && page ? <TakeOver onTakenOver={tookOver}>{tree}</TakeOver> : tree}</StrictMode>;
  // A transition: the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree. Taken over in place (hydrateRoot): the elements
  // stay, a tap that lands meanwhile is replayed by React. Without a first paint for this page
  // (`npm run dev`, the casino-test and slip layouts) React draws it from scratch.
  startTransition(() => {
    if (shell && page) {
      hydrateRoot(shell, app, {
        identifierPrefix: variantIdPrefix(page, visitor),
        // A mismatch: React draws the page anew; the e2e guard fails on this message.
        onRecoverableError: (error) => console.error("Hydration failed", error),
      });
    } else {
      createRoot(container).render(app);
      tookOver();
    }
  });
  if (__MOCK_PANEL__) {
    const { mountMockPanel } = await import("@/dev/mock-panel");
    mountMockPanel();
  }
  // The service worker and the field reports (./after-load) wait until the app has taken over, the page
  // has loaded and the main thread is idle (WebKit has no requestIdleCallback: at once then), so they
  // never compete with the first screen, and the start-up's files (scripts/startup-budget.mjs) never
  // include theirs however busy the phone is. An uncaught error stands in for the take-over: a start-up
  // that fails is what the field reports are for.
  const later = () => void import("./after-load").then(({ afterLoad }) => afterLoad(scope, loaded.config));
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(later, { timeout: 5000 });
    else later();
  };
  const loadedPage =
    document.readyState === "complete" ? Promise.resolve() : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  const failed = new Promise((resolve) => {
    window.addEventListener("error", resolve, { once: true });
    window.addEventListener("unhandledrejection", resolve, { once: true });
  });
  void Promise.all([Promise.race([whenTakenOver, failed]), loadedPage]).then(whenIdle);
}

void main();
