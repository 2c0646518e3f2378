import { VitePWA } from "vite-plugin-pwa";

/** The service worker (src/app/sw.ts; docs/deployment.md, "Service worker and offline"). */
export const serviceWorker = () =>
  VitePWA({
    // Own worker (src/app/sw.ts): one navigation fallback per locale, which generateSW cannot do.
    strategies: "injectManifest",
    srcDir: "src/app",
    filename: "sw.ts",
    registerType: "prompt",
    injectRegister: false,
    scope: "/lobby/",
    manifest: false,
    // One image per game of the mock catalogue (2,000): loaded as the grids show them, not precached.
    injectManifest: { globPatterns: ["**/*.{js,css,html,svg,png,woff2}"], globIgnores: ["games/art/**"] },
  });
