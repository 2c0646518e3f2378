import type { Plugin } from "vite";
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
export function rewriteHead(source: string, { base, files }: { base: string; files: string[] }): string {
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
  const meta = element("meta", { name: "lobby-app", content: attr(entry, "src") ?? "", "data-preload": preloads.map((l) => attr(l, "href")).join(" ") });
  insertAfter(title, [meta]);
  return serialize(document);
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
      handler: (source, ctx) => rewriteHead(source, { base, files: Object.keys(ctx.bundle ?? {}) }),
    },
  };
};
