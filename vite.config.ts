import { fileURLToPath, URL } from "node:url";
import browserslistToEsbuild from "browserslist-to-esbuild";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { policyFromConfig, securityHeaders } from "./scripts/security-headers.mjs";
import { brandConfig } from "./scripts/brand.mjs";
import { mockFiles } from "./build/mock-files.ts";
import { brandFiles } from "./build/brand-files.ts";
import { previewLocaleHtml } from "./build/locale-html.ts";
import { firstPaintHead } from "./build/first-paint-head.ts";
import { inlineBootScript } from "./build/inline-boot-script.ts";
import { buildRendererThenApp, firstPaint, prerenderEnvironment } from "./build/first-paint.ts";
import { serviceWorker } from "./build/pwa.ts";
import { localServer } from "./build/dev-servers.ts";
import { reactRouterProduction } from "./build/react-router-production.ts";
import { nativeExternalStore } from "./build/native-external-store.ts";
import { sarabunFaces } from "./build/sarabun-faces.ts";
import { previewNextRelease } from "./build/preview-next-release.ts";

/** The brand dev and preview serve (LOBBY_BRAND; `npm start -- --brand <name>` sets it): docs/runtime-config.md, "Brands". */
const brand = brandConfig(process.env.LOBBY_BRAND);
const src = (dir: string) => fileURLToPath(new URL(`./${dir}`, import.meta.url));

// Each plugin is a module of build/ with its unit test (docs/architecture.md, "Build").
export default defineConfig(({ mode }) => ({
  base: "/lobby/",
  resolve: {
    alias: {
      "@": src("src"),
      "@generated": src("generated"),
      // html2canvas's ES module build: its "browser" field names the UMD build, which needs
      // Rolldown's CommonJS wrapper (and so the shared runtime file) around it.
      html2canvas: "html2canvas/dist/html2canvas.esm.js",
    },
  },
  // Dev-only tooling (the mock scenario panel) is dropped from production bundles.
  define: { __MOCK_PANEL__: JSON.stringify(mode === "development") },
  plugins: [
    react(),
    reactRouterProduction(),
    nativeExternalStore(),
    sarabunFaces(),
    previewNextRelease(),
    mockFiles(),
    brandFiles(brand),
    previewLocaleHtml(),
    firstPaintHead(),
    inlineBootScript(),
    firstPaint(),
    serviceWorker(),
  ],
  // CSS Modules: short hashed class names in the build (they are in the stylesheets and in the class
  // maps of the first screen's JavaScript), readable ones in development.
  css: { modules: { generateScopedName: mode === "development" ? "[name]__[local]__[hash:base64:4]" : "_[hash:base64:6]" } },
  server: localServer(Number(process.env.DEV_PORT ?? 5173)),
  // The preview sends the shipped config.json's security headers, as nginx-site.mjs derives them for nginx.
  preview: { ...localServer(Number(process.env.PREVIEW_PORT ?? 4173)), headers: securityHeaders(policyFromConfig(brand)) },
  build: {
    // The browser support policy (package.json "browserslist", docs/browser-support.md) decides what the
    // build may leave untranspiled, JavaScript and CSS alike.
    target: browserslistToEsbuild(),
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The manifest names the entry chunk for the start-up budget (scripts/startup-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first screen's JavaScript as one file (it was twelve: each request costs its
            // headers, each file its own gzip dictionary): 163.55 -> 159.86 kB gzip.
            { name: "app", tags: ["$initial"] },
            // The dictionaries of the first screens, one file per language instead of three or four
            // (common, home, lobby and the game grids': each under 2 kB, smaller than its headers).
            // They are the dictionaries whose loaders src/shared/i18n/index.ts itself holds.
            {
              name: (id, ctx) =>
                ctx.getModuleInfo(id)?.dynamicImporters.some((by) => by.endsWith("/src/shared/i18n/index.ts"))
                  ? (/\/locales\/(th|en|cn)\.json$/.exec(id)?.[1] ?? null)
                  : null,
            },
            // The game grids and what they always bring along (the category tabs, the launcher's
            // stand-in), as one file: the home and the game pages load them together. Also the
            // translated message effects (shared/notify/translated.ts): the launcher's and the
            // member's models that create them all import this file already.
            {
              name: "games",
              test: /\/src\/(entities\/game\/(index|api\/|lib\/|ui\/)[^.]*\.tsx?|shared\/ui\/tabs\.tsx|shared\/notify\/translated\.ts|features\/launch-game\/(index\.ts|ui\/lazy-host\.tsx))$/,
            },
            // What every page loads once its first screen is up: the footer, then the service
            // worker's registration with the banner that offers a new version, the message dialog
            // (src/shared/ui/notification-dialog.tsx), and the loaders of the dictionaries the first
            // screens do not need (src/shared/i18n/more-dictionaries.ts), so a popup's strings wait
            // for no file more.
            {
              name: "after-first-screen",
              test: /\/src\/(app\/(layouts\/chrome\/footer|pwa|after-load|first-visit|update-banner)\.tsx?|shared\/(i18n\/more-dictionaries\.ts|ui\/notification-dialog\.tsx))$/,
            },
            // What the member's file below and a guest's game launch or registration share (a group
            // takes its modules' imports along unless another group has them): the profile's
            // barrel parts, patronum's `interval` and `not`, and the credit's refresh control (the
            // member bar and the drawer both show it).
            {
              name: "profile",
              test: /\/src\/(entities\/profile\/(index\.ts|model\/refresh\.ts|ui\/turnover-progress\.tsx)|app\/layouts\/chrome\/credit-refresh\.tsx)$|\/node_modules\/patronum\/(interval|not)\//,
            },
            // A member's start-up once the page is taken over, as one file instead of seven (most of
            // them under 1 kB, smaller than their response headers): the pending-request check, the
            // Web Push host, the credit check and patronum's `and` (the money models' too). No guest
            // path imports any of it.
            {
              name: "member",
              test: /\/src\/(app\/(member-start|push-host)\.ts|entities\/pending-request\/host\.ts|features\/push\/(host\.ts|model\/push-host\.ts|ui\/push-host\.tsx|api\/push-subscriptions\.ts|lib\/device-record\.ts)|shared\/api\/push-record\.ts|features\/credit-check\/[^.]*\.tsx?)$|\/node_modules\/patronum\/and\//,
            },
            // What every page runs once at start, as one file fetched beside config.json: the
            // config check with the brand's colours, the answer checks, the validators' index, and
            // the validators of the two answers a first visit reads (/notification on every page,
            // /catalogue on the home and game pages, most first visits).
            {
              name: "checks",
              test: /\/(src\/shared\/config\/(schema|theme|contrast)|src\/shared\/api\/(check|checked-answer|answer-text)|generated\/validators\/index)\.ts$|\/generated\/validators\/(listNotifications|getCatalogue)\.js$/,
            },
          ],
        },
      },
    },
  },
  // The first paint's renderer, built for Node before the app (build/first-paint.ts).
  environments: { prerender: prerenderEnvironment },
  builder: { buildApp: buildRendererThenApp },
}));
