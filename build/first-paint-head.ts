import type { Plugin, Rollup } from "vite";
import { defaultTreeAdapter, html, parse, serialize, type DefaultTreeAdapterTypes } from "parse5";

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
 * The Sarabun files the first paint needs (src/app/fonts.css): Thai 400 and 600, and Latin 400 and
 * 600 for the spaces and digits of the body and the heading. Preloaded, each starts with the
 * stylesheet instead of after it (a Latin 400 found only by the stylesheet was one more step
 * before the first paint).
 */
export const FIRST_PAINT_FONT = /sarabun-(thai|latin)-(400|600)-normal-[\w-]+\.woff2$/;

/**
 * The built head, rewritten on the parsed document (parse5), not on its text:
 * - The head in the order the first paint needs it: the stylesheet, then the Sarabun files of the
 *   largest text and the body (FIRST_PAINT_FONT), then config.json and the scripts. Vite writes the
 *   stylesheet after the scripts; over HTTP/1.1 (six connections) that queued it behind them and the
 *   first paint waited for the JS download. The font names carry a content hash, known only once the
 *   bundle is written (`files`: the bundle's file names; `base`: the URL they are served under).
 * - The app's scripts start after the static shell's first paint: the stylesheet, the fonts and
 *   the HTML have the connection to themselves until then, and a phone on a slow network shows the
 *   header and the hero sooner. Vite's entry script and modulepreload links become one
 *   `<meta name="lobby-app">` (entry in content, preloads in data-preload) that src/app/boot.js
 *   turns back into the same tags once a frame has painted.
 */
export function rewriteHead(
  source: string,
  { base, files, firstScreen = {} }: { base: string; files: string[]; firstScreen?: Partial<Record<FirstScreenKey, string[]>> },
): string {
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
  const fonts = files
    .filter((f) => FIRST_PAINT_FONT.test(f))
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
  const meta = element("meta", {
    name: "lobby-app",
    content: attr(entry, "src") ?? "",
    "data-preload": preloads.map((l) => attr(l, "href")).join(" "),
    ...Object.fromEntries(Object.entries(firstScreen).map(([key, urls]) => [`data-preload-${key}`, urls.join(" ")])),
  });
  insertAfter(title, [meta]);
  return serialize(document);
}

/**
 * The files every start-up awaits before the take-over (chunk names of vite.config.ts's groups), by
 * what the boot script knows before the app runs:
 * - every page: the answer checks, which the config check needs, and the notice's sanitiser and
 *   view (every page opens the notice, the largest element of a member's home; on a server with no
 *   notice this file is fetched for nothing);
 * - the locale: the first screens' dictionary;
 * - whether a member is stored: the member bar.
 * Fetched beside the entry (src/app/boot.js), they arrive with it: the start-up asks for them only
 * once the entry has run (about 270 ms at 4x CPU), then waited a round trip. The page's grids are
 * not among them: fetched that early they took bandwidth from the notice (docs/performance.md).
 */
export const FIRST_SCREEN = {
  all: ["checks", "announcement-view"],
  th: ["th"],
  en: ["en"],
  cn: ["cn"],
  member: ["member-bar"],
  // Not a start-up's: the drawer, fetched when the menu is touched before the app has taken over
  // (src/app/boot.js), so the replayed tap opens it without a round trip.
  menu: ["drawer"],
} as const;
export type FirstScreenKey = keyof typeof FIRST_SCREEN;

/**
 * FIRST_SCREEN as URLs: each named dynamic import of the entry, the chunks it imports that the
 * entry does not already bring, and their stylesheets (JavaScript first). Fails on a name the
 * entry no longer imports, so a renamed group cannot silently drop out.
 */
export function firstScreenPreloads(bundle: Rollup.OutputBundle, base: string): Record<FirstScreenKey, string[]> {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === "chunk");
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error("first screen preloads: no entry chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const initial = new Set([entry.fileName, ...entry.imports]);
  const urls = (names: readonly string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const add = (chunk: Rollup.OutputChunk) => {
      if (initial.has(chunk.fileName) || js.has(chunk.fileName)) return;
      js.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
      chunk.imports.forEach((f) => byFile.get(f) && add(byFile.get(f)!));
    };
    for (const name of names) {
      const chunk = entry.dynamicImports.map((f) => byFile.get(f)).find((c) => c?.name === name);
      if (!chunk) throw new Error(`first screen preloads: the entry imports no chunk named "${name}"`);
      add(chunk);
    }
    return [...js, ...css].map((f) => `${base}${f}`);
  };
  return Object.fromEntries(Object.entries(FIRST_SCREEN).map(([key, names]) => [key, urls(names)])) as Record<FirstScreenKey, string[]>;
}

/** rewriteHead on the built index.html. Build only: `npm run dev` keeps Vite's tags. */
export const firstPaintHead = (): Plugin => {
  let base = "/";
  return {
    name: "lobby-first-paint-head",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler: (source, ctx) =>
        rewriteHead(source, { base, files: Object.keys(ctx.bundle ?? {}), firstScreen: ctx.bundle ? firstScreenPreloads(ctx.bundle, base) : {} }),
    },
  };
};
