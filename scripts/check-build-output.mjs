// A production build ships no mock: none of the development mock (src/dev: journeys, dev clock,
// example picker, mock panel, the contract overlay of `dev --upstream`), none of the mock's files (mock/: the trial placeholder page, the
// catalogue's game art and provider logos, the promotions' pictures; the dev and preview servers and
// serve:nginx in front of the mock serve them), nothing that names the placeholder (scripts,
// index.html, the service worker's precache list, config.json), and a config.json whose trialPageUrl
// is null (docs/runtime-config.md, "Runtime configuration"); and a first paint styled by what it links: every class in each locale's prerendered
// HTML is in its stylesheet or inline <style> (a slice's styles.css that loads with a lazy chunk would
// leave it unstyled until then, and move it); and React Router's production build, not its development
// one (its warnings on). `npm test` runs it after the build; `node scripts/check-build-output.mjs [dist]`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "parse5";

export const PLACEHOLDER = "game-frame.html";
/** What mock/ holds at its top (game-frame.html, games/, promotions/): served at /lobby/<name>, never in dist/<name>. */
const MOCK_ENTRIES = readdirSync(fileURLToPath(new URL("../mock/", import.meta.url)));
/**
 * Markers of the development mock (case-sensitive), and every journey's name and title, read from
 * its file (so a new journey is covered without editing this list).
 */
export function devMarkers() {
  const dir = fileURLToPath(new URL("../src/dev/journeys/", import.meta.url));
  const fromJourneys = readdirSync(dir)
    .filter((f) => !/^index\.ts$|\.test\.ts$/.test(f))
    .flatMap((f) => {
      const text = readFileSync(path.join(dir, f), "utf8");
      const [name, title] = ["name", "title"].map((key) => new RegExp(`\\b${key}: "([^"]+)"`).exec(text)?.[1]);
      return [name && `"${name}"`, title].filter(Boolean);
    });
  const panel = ["lobby.dev-clock", "lobby.dev-journey", "lobby.mock-scenarios", "Prefer", "example=", "mountMockPanel", "DEV_PUSH"];
  return ["journey", "Journey", ...panel, "__contract/", "mountContractOverlay", ...fromJourneys];
}
/** Text only React Router's development build ships (its default error boundary's log): build/react-router-production.ts. */
export const ROUTER_DEV_TEXT = "Error handled by React Router default ErrorBoundary";

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Every problem found in a build directory (empty when it is clean). */
export function buildOutputProblems(dist) {
  const problems = [];
  const markers = devMarkers();
  for (const file of files(dist)) {
    const rel = path.relative(dist, file).split(path.sep).join("/");
    if (MOCK_ENTRIES.includes(rel.split("/")[0])) {
      problems.push(`${rel}: mock data in the build (mock/${rel.split("/")[0]} is the mock's, served beside Prism)`);
      continue;
    }
    if (!/\.(js|mjs|html|json|webmanifest|css|txt)$/.test(file)) continue;
    const text = readFileSync(file, "utf8");
    for (const m of markers) if (text.includes(m)) problems.push(`${rel}: development mock code (${m})`);
    if (text.includes(PLACEHOLDER)) problems.push(`${rel}: names the mock's trial placeholder page (${PLACEHOLDER})`);
    if (/\.m?js$/.test(file) && text.includes(ROUTER_DEV_TEXT)) problems.push(`${rel}: ships React Router's development build`);
  }
  try {
    const config = JSON.parse(readFileSync(path.join(dist, "config.json"), "utf8"));
    if (config.trialPageUrl !== null) problems.push(`config.json: trialPageUrl must be null in the build (got ${JSON.stringify(config.trialPageUrl)})`);
  } catch (e) {
    problems.push(`config.json: unreadable (${e.message})`);
  }
  problems.push(...firstPaintStyleProblems(dist));
  return problems;
}

/** A page's inline <style> texts, its own stylesheets' hrefs and every class its elements use (parse5's tree, as a browser parses it). */
function readPage(document) {
  const inline = [];
  const linked = [];
  const used = new Set();
  const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
  const walk = (node) => {
    if (node.nodeName === "style") inline.push(node.childNodes.map((c) => c.value ?? "").join(""));
    const href = attr(node, "href");
    if (node.nodeName === "link" && attr(node, "rel")?.split(/\s+/).includes("stylesheet") && href?.startsWith("/lobby/")) linked.push(href);
    for (const c of attr(node, "class")?.split(/\s+/) ?? []) if (c) used.add(c);
    for (const child of node.content?.childNodes ?? node.childNodes ?? []) walk(child);
  };
  walk(document);
  return { inline, linked, used };
}

/** Classes of each locale's first paint that neither its linked stylesheets nor its inline <style> define. */
export function firstPaintStyleProblems(dist) {
  const problems = [];
  for (const page of ["index.html", "en/index.html", "cn/index.html"]) {
    let html;
    try {
      html = readFileSync(path.join(dist, page), "utf8");
    } catch {
      continue;
    }
    const { inline, linked, used } = readPage(parse(html));
    const defined = new Set(
      [...inline, ...linked.map((href) => readFileSync(path.join(dist, href.replace(/^\/lobby\//, "")), "utf8"))]
        .join("\n")
        .match(/\.-?[_a-zA-Z][\w-]*/g)
        ?.map((c) => c.slice(1)),
    );
    const missing = [...used].filter((c) => !defined.has(c));
    if (missing.length) problems.push(`${page}: the first paint uses classes its stylesheets do not define: ${missing.join(", ")}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? "dist");
  const problems = buildOutputProblems(dist);
  for (const p of problems) console.error(`✖ ${p}`);
  if (problems.length) process.exit(1);
  console.log(
    `build output: no development mock, no mock data, a first paint styled by its own sheets, React Router's production build in ${path.relative(process.cwd(), dist) || dist}`,
  );
}
