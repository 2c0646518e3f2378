import { fileURLToPath, URL } from "node:url";
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from "vite";
import react from "@vitejs/plugin-react";
import compression from "compression";
import { VitePWA } from "vite-plugin-pwa";
import { readFileSync } from "node:fs";
import { defaultTreeAdapter, html, parse, serialize, type DefaultTreeAdapterTypes } from "parse5";
import { pathToFileURL } from "node:url";
import { API_HEADERS, policyFromConfig, securityHeaders } from "./scripts/security-headers.mjs";
import { bootScript } from "./scripts/boot-script.mjs";
import { brandConfig, manifestFor } from "./scripts/brand.mjs";

/** The brand dev and preview serve (LOBBY_BRAND; `npm start -- --brand <name>` sets it): docs/runtime-config.md, "Brands". */
const brand = brandConfig(process.env.LOBBY_BRAND);
import type { FirstPaint } from "./src/app/prerender";

// Prism serves the contract's paths at its root, so the proxy strips /lobby/api
// (see docs/mock-and-journeys.md). The same proxy serves dev and preview.
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
/** API answers carry API_HEADERS over whatever the upstream sent, as nginx sends them (docs/deployment.md). */
const apiHeaders: ProxyOptions["configure"] = (proxy) =>
  proxy.on("proxyRes", (res) => {
    for (const [name, value] of Object.entries(API_HEADERS)) res.headers[name.toLowerCase()] = value;
  });
const prism: ProxyOptions = {
  target: `http://127.0.0.1:${prismPort}`,
  changeOrigin: true,
  rewrite: (p) => p.replace(/^\/lobby\/api/, ""),
  configure: apiHeaders,
};
const proxy = { "/lobby/api": prism, "/postback": { target: prism.target, changeOrigin: true, configure: apiHeaders } };

/**
 * Cache policy of the production server, mirrored by `vite preview` (docs/deployment.md):
 * hashed assets are immutable for a year; the entry points that name them are never cached.
 */
export function cacheHeaders(pathname: string): string | null {
  if (pathname.startsWith("/lobby/assets/")) return "public, max-age=31536000, immutable";
  if (/^\/lobby\/(sw\.js|config\.json|manifest\.webmanifest|workbox-[\w-]+\.js)$/.test(pathname)) return "no-cache";
  if (pathname.startsWith("/lobby/api/")) return null;
  // Everything else under /lobby/ that is not a file is the SPA's index.html.
  if (pathname.startsWith("/lobby/") && !/\.[a-z0-9]+$/i.test(pathname)) return "no-cache";
  if (/^\/lobby\/((en|cn)\/)?index\.html$/.test(pathname)) return "no-cache";
  return null;
}

const previewCacheHeaders = (): Plugin => ({
  name: "lobby-preview-cache-headers",
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      const value = cacheHeaders(new URL(req.url ?? "/", "http://x").pathname);
      if (value) res.setHeader("Cache-Control", value);
      next();
    });
  },
});

/**
 * API answers gzipped, as production serves them (nginx `gzip_types application/json`, or the
 * API itself): vite preview compresses its own files but not what it proxies, and the 2,000-game
 * catalogue is ten times smaller compressed. Lighthouse and `npm start` see the real transfer.
 */
/**
 * Trial play's demo page for the mock only: `mock/game-frame.html` is answered by the dev and
 * preview servers (which are the mock), never copied into `dist/`, and their `config.json` names
 * it as `trialPageUrl` when the brand's has none (brandFiles below). A production build ships
 * `trialPageUrl: null` (the site sets its own trial page) and no placeholder
 * (`scripts/check-build-output.mjs`).
 */
export const MOCK_TRIAL_PAGE = "/lobby/game-frame.html";
const mockTrialPage = (): Plugin => {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (new URL(req.url ?? "/", "http://x").pathname !== MOCK_TRIAL_PAGE) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(readFileSync(new URL("./mock/game-frame.html", import.meta.url)));
  };
  return {
    name: "lobby-mock-trial-page",
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
};

const previewApiGzip = (): Plugin => ({
  name: "lobby-preview-api-gzip",
  configurePreviewServer(server) {
    const gzip = compression();
    server.middlewares.use((req, res, next) => {
      // compression() is typed for Express; connect's req/res are the same Node objects underneath.
      if (req.url?.startsWith("/lobby/api/")) gzip(req as Parameters<typeof gzip>[0], res as Parameters<typeof gzip>[1], next);
      else next();
    });
  },
});

type HtmlNode = DefaultTreeAdapterTypes.Node;
type HtmlElement = DefaultTreeAdapterTypes.Element;
const html5 = defaultTreeAdapter;
const attr = (el: HtmlElement, name: string) => el.attrs.find((a) => a.name === name)?.value;
const isElement = (node: HtmlNode): node is HtmlElement => html5.isElementNode(node);
const element = (tag: string, attrs: Record<string, string>) =>
  html5.createElement(
    tag,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
/** Takes an element out of the head with the line break before it. */
function detach(el: HtmlElement): void {
  const siblings = el.parentNode?.childNodes ?? [];
  const before = siblings[siblings.indexOf(el) - 1];
  if (before && html5.isTextNode(before) && !before.value.trim()) html5.detachNode(before);
  html5.detachNode(el);
}
/** Puts elements after `anchor`, one per line. */
function insertAfter(anchor: HtmlElement, elements: HtmlElement[]): void {
  const parent = anchor.parentNode;
  if (!parent) throw new Error("index.html: an anchor outside the document");
  const next = parent.childNodes[parent.childNodes.indexOf(anchor) + 1];
  for (const el of elements) {
    if (next) {
      html5.insertTextBefore(parent, "\n    ", next);
      html5.insertBefore(parent, el, next);
    } else {
      html5.insertText(parent, "\n    ");
      html5.appendChild(parent, el);
    }
  }
}

/**
 * The built head, rewritten on the parsed document (parse5), not on its text:
 * - The head in the order the first paint needs it: the stylesheet, then the Sarabun files of the
 *   largest text and the body (Thai 400 and 600, Latin 600 for the heading's spaces: fonts.css),
 *   then config.json and the scripts. Vite writes the stylesheet after the scripts; over HTTP/1.1
 *   (six connections) that queued it behind them and the first paint waited for the JS download.
 *   The font names carry a content hash, known only once the bundle is written.
 * - The app's scripts start after the static shell's first paint: the stylesheet, the fonts and
 *   the HTML have the connection to themselves until then, and a phone on a slow network shows the
 *   header and the hero sooner. Vite's entry script and modulepreload links become one
 *   `<meta name="lobby-app">` (entry in content, preloads in data-preload) that src/app/boot.js
 *   turns back into the same tags once a frame has painted.
 * Build only: `npm run dev` keeps Vite's tags.
 */
const firstPaintHead = (): Plugin => {
  let base = "/";
  return {
    name: "lobby-first-paint-head",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(source, ctx) {
        const document = parse(source);
        const head = document.childNodes
          .filter(isElement)
          .find((n) => n.tagName === "html")
          ?.childNodes.filter(isElement)
          .find((n) => n.tagName === "head");
        if (!head) throw new Error("index.html: no <head>");
        const inHead = head.childNodes.filter(isElement);
        const viewport = inHead.find((el) => el.tagName === "meta" && attr(el, "name") === "viewport");
        const title = inHead.find((el) => el.tagName === "title");
        if (!viewport) throw new Error("index.html: no viewport meta to put the stylesheet after");
        if (!title) throw new Error("index.html: no <title> to put the app's meta after");

        const sheets = inHead.filter((el) => el.tagName === "link" && attr(el, "rel") === "stylesheet");
        const fonts = Object.keys(ctx.bundle ?? {})
          .filter((f) => /sarabun-(thai-400|thai-600|latin-600)-normal-[\w-]+\.woff2$/.test(f))
          .map((f) => element("link", { rel: "preload", as: "font", type: "font/woff2", href: `${base}${f}`, crossorigin: "" }));
        sheets.forEach(detach);
        insertAfter(viewport, [...sheets, ...fonts]);

        const scripts = inHead.filter((el) => el.tagName === "script" && attr(el, "src") !== undefined);
        const [entry, ...more] = scripts;
        if (!entry || more.length || attr(entry, "type") !== "module") throw new Error("index.html: expected one module entry script in the head");
        const preloads = inHead.filter((el) => el.tagName === "link" && attr(el, "rel") === "modulepreload");
        [entry, ...preloads].forEach(detach);
        // Nothing else may start the app's code before the first paint (a script Vite put elsewhere).
        const loose = (node: HtmlNode): boolean =>
          (isElement(node) && ((node.tagName === "script" && attr(node, "src") !== undefined) || attr(node, "rel") === "modulepreload")) ||
          ("childNodes" in node && node.childNodes.some(loose));
        if (loose(document)) throw new Error("index.html: a script or modulepreload outside the head's entry");
        const meta = element("meta", { name: "lobby-app", content: attr(entry, "src") ?? "", "data-preload": preloads.map((l) => attr(l, "href")).join(" ") });
        insertAfter(title, [meta]);
        return serialize(document);
      },
    },
  };
};

/**
 * The first paint of every locale, rendered from the app's own components at build time.
 * `vite build` builds the "prerender" environment (src/app/prerender.tsx, for Node) first, then
 * the app; here, once the app's index.html is written, each locale's first paint goes into #root
 * of its own copy: dist/index.html (th), dist/en/index.html, dist/cn/index.html. The servers pick
 * the file by path (preview below, deploy/nginx.conf, the service worker's navigation routes).
 */
const PRERENDER_OUT = "node_modules/.lobby-prerender";
const FIRST_PAINT_LOCALES = ["th", "en", "cn"] as const;
/** Where a locale's index.html lives in dist/ (and under /lobby/). */
export const firstPaintFile = (locale: string) => (locale === "th" ? "index.html" : `${locale}/index.html`);

const escapeAttr = (v: string) => v.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
/** One exact occurrence of a marker in the template, replaced (no pattern matching on the HTML). */
function fill(html: string, marker: string, value: string): string {
  const at = html.indexOf(marker);
  if (at < 0 || html.indexOf(marker, at + 1) >= 0) throw new Error(`index.html: expected "${marker}" exactly once`);
  return html.slice(0, at) + value + html.slice(at + marker.length);
}

const firstPaint = (): Plugin => ({
  name: "lobby-first-paint",
  apply: "build",
  enforce: "post",
  applyToEnvironment: (environment) => environment.name === "client",
  async generateBundle(_options, bundle) {
    const page = bundle["index.html"];
    if (page?.type !== "asset" || typeof page.source !== "string") throw new Error("lobby-first-paint: no index.html in the bundle");
    const template = page.source;
    const entry = pathToFileURL(fileURLToPath(new URL(`./${PRERENDER_OUT}/prerender.js`, import.meta.url))).href;
    for (const locale of FIRST_PAINT_LOCALES) {
      // A fresh copy of the renderer per locale: a lazy part (the game grids) that an earlier
      // render started loading would otherwise render in full here, not as the app's first
      // render shows it (its Suspense fallback).
      const { renderFirstPaint } = (await import(`${entry}?locale=${locale}&t=${Date.now()}`)) as { renderFirstPaint: (locale: string) => Promise<FirstPaint> };
      const shell = await renderFirstPaint(locale);
      let html = fill(template, "<!--lobby-first-paint-->", shell.html);
      html = fill(
        html,
        "<!--lobby-first-paint-head: the description in the page's language-->",
        `<meta name="description" content="${escapeAttr(shell.description)}" />`,
      );
      html = fill(html, '<html lang="th">', `<html lang="${shell.lang}">`);
      if (locale === "th") page.source = html;
      else this.emitFile({ type: "asset", fileName: firstPaintFile(locale), source: html });
    }
  },
});

/** vite preview serves each locale's index.html for its paths, as nginx does. */
const previewLocaleHtml = (): Plugin => ({
  name: "lobby-preview-locale-html",
  configurePreviewServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = new URL(req.url ?? "/", "http://x");
      const locale = FIRST_PAINT_LOCALES.find((l) => l !== "th" && (url.pathname === `/lobby/${l}` || url.pathname.startsWith(`/lobby/${l}/`)));
      const isPage = !/\.[a-z0-9]+$/i.test(url.pathname);
      if (locale && isPage) req.url = `/lobby/${firstPaintFile(locale)}${url.search}`;
      next();
    });
  },
});

/**
 * The boot script (which picks the static shell's variant before the first paint) is inlined
 * into index.html, dev and build; the CSP names it by hash. One render-blocking request fewer.
 * The stylesheet stays a file on purpose: inlined, the shell painted before the preloaded
 * fonts arrived and the font swap then moved the header (measured CLS up to 0.07).
 */
const inlineBootScript = (): Plugin => ({
  name: "lobby-inline-boot",
  transformIndexHtml: () => [{ tag: "script", children: bootScript().code, injectTo: "head" }],
});

/**
 * config.json and the web app manifest of the chosen brand. The build writes the default brand's
 * manifest (a plain static host serves it); dev and preview answer both files from the brand, as
 * nginx does from the deployment's config.json (scripts/nginx-site.mjs). The manifest link is
 * added here (vite-plugin-pwa's own manifest would be fixed at build time).
 */
const brandFiles = (): Plugin => {
  const files: Record<string, () => string> = {
    "/lobby/config.json": () => JSON.stringify({ ...brand, trialPageUrl: brand.trialPageUrl ?? MOCK_TRIAL_PAGE }),
    "/lobby/manifest.webmanifest": () => JSON.stringify(manifestFor(brand)),
  };
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const file = files[new URL(req.url ?? "/", "http://x").pathname];
    if (!file) return next();
    res.setHeader("Content-Type", req.url?.includes("manifest") ? "application/manifest+json" : "application/json");
    res.end(file());
  };
  return {
    name: "lobby-brand-files",
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    transformIndexHtml: () => [{ tag: "link", attrs: { rel: "manifest", href: "/lobby/manifest.webmanifest" }, injectTo: "head" }],
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "manifest.webmanifest", source: JSON.stringify(manifestFor(brandConfig()), null, 2) });
    },
  };
};

export default defineConfig(({ mode }) => ({
  base: "/lobby/",
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@generated": fileURLToPath(new URL("./generated", import.meta.url)),
    },
  },
  define: {
    // Dev-only tooling (the mock scenario panel) is dropped from production bundles.
    __MOCK_PANEL__: JSON.stringify(mode === "development"),
  },
  plugins: [
    react(),
    previewCacheHeaders(),
    previewApiGzip(),
    mockTrialPage(),
    brandFiles(),
    previewLocaleHtml(),
    firstPaintHead(),
    inlineBootScript(),
    firstPaint(),
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
    }),
  ],
  server: { port: Number(process.env.DEV_PORT ?? 5173), strictPort: true, host: "127.0.0.1", proxy },
  preview: {
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
    host: "127.0.0.1",
    proxy,
    // The shipped config.json's origins, as nginx-site.mjs derives them for nginx.
    headers: securityHeaders(policyFromConfig(brand)),
  },
  // The manifest tells the bundle budget (.size-limit.mjs) which chunks the first page loads.
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      // The shared UI kit is free of import-time side effects: a component that only lazy popups use
      // (Field, Tabs, CopyButton, …) is not pulled into the first screen's chunk through the barrel.
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/shared\/ui\/[^/]+\.tsx?$/.test(id) },
    },
  },
  environments: {
    // Node-side build of the first paint's renderer (lobby-first-paint above); not shipped.
    prerender: {
      consumer: "server",
      build: { ssr: true, outDir: PRERENDER_OUT, emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: { prerender: "src/app/prerender.tsx" } } },
    },
  },
  builder: {
    async buildApp(builder) {
      const { prerender, client } = builder.environments;
      if (!prerender || !client) throw new Error("vite.config.ts: the prerender and client environments are both needed");
      await builder.build(prerender);
      await builder.build(client);
    },
  },
}));
