import type { Plugin } from "vite";

/** The locales with a prerendered first paint; Thai is the unprefixed default. */
export const FIRST_PAINT_LOCALES = ["th", "en", "cn"] as const;

/** Where a locale's index.html lives in dist/ (and under /lobby/). */
export const firstPaintFile = (locale: string) => (locale === "th" ? "index.html" : `${locale}/index.html`);

/** The file a request is answered with: a page under /lobby/en or /lobby/cn gets that locale's index.html, as nginx does. */
export function localeHtmlUrl(requestUrl: string): string {
  const url = new URL(requestUrl, "http://x");
  const locale = FIRST_PAINT_LOCALES.find((l) => l !== "th" && (url.pathname === `/lobby/${l}` || url.pathname.startsWith(`/lobby/${l}/`)));
  const isPage = !/\.[a-z0-9]+$/i.test(url.pathname);
  return locale && isPage ? `/lobby/${firstPaintFile(locale)}${url.search}` : requestUrl;
}

/** vite preview serves each locale's index.html for its paths, as nginx does. */
export const previewLocaleHtml = (): Plugin => ({
  name: "lobby-preview-locale-html",
  configurePreviewServer(server) {
    server.middlewares.use((req, _res, next) => {
      req.url = localeHtmlUrl(req.url ?? "/");
      next();
    });
  },
});
