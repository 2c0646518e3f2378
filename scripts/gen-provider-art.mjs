// Writes the small provider images the catalogue points at (public/games/<code>.svg)
// and the promotion images (public/promotions/*.svg). Deterministic: the colours
// come from a hash of the code, so re-running changes nothing.
// Usage: node scripts/gen-provider-art.mjs [--check]
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const catalogue = JSON.parse(readFileSync(path.join(root, "openapi/examples/catalogue.json"), "utf8")).value;
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
// Shapes only, no SVG text: Chromium lays out an image's text with fallback system fonts on the
// main thread when it first paints it (9–25 ms per logo on the home grid, in the trace). The
// cards name the provider in HTML, and production's raster logos have no such cost either.
const MARK = {
  slot: `<rect x="56" y="44" width="14" height="32" rx="4"/><rect x="73" y="44" width="14" height="32" rx="4"/><rect x="90" y="44" width="14" height="32" rx="4"/>`,
  casino: `<path d="M80 36 101 60 80 84 59 60Z"/>`,
  fish: `<path d="M56 60c10-14 30-14 40 0-10 14-30 14-40 0Zm40 0 12-10v20Z"/>`,
  sport: `<circle cx="80" cy="60" r="18"/>`,
};
const STAR = `<path d="m80 38 6 15h16l-13 10 5 16-14-9-14 9 5-16-13-10h16Z"/>`;

function providerSvg(p) {
  const h = hash(p.code) % 360;
  // A name plate as wide as the name, so logos of one colour still differ at a glance.
  const plate = Math.min(128, 28 + p.name.length * 6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 45%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360} 60% 18%)"/></linearGradient></defs><rect width="160" height="160" rx="18" fill="url(#g)"/><circle cx="80" cy="60" r="30" fill="rgb(255 255 255 / 18%)"/><g fill="#ffdf7e">${MARK[p.category] ?? STAR}</g><rect x="${80 - plate / 2}" y="104" width="${plate}" height="16" rx="8" fill="rgb(255 255 255 / 85%)"/></svg>\n`;
}

const PROMOS = [
  ["new-member", "50%", "NEW"],
  ["daily-first", "10%", "DAILY"],
  ["100-get-50", "+50", "100"],
];
function promoSvg([code, big, small]) {
  const h = hash(code) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 75% 40%)"/><stop offset="1" stop-color="#16112b"/></linearGradient></defs><rect width="320" height="160" rx="16" fill="url(#g)"/><circle cx="260" cy="40" r="60" fill="rgb(245 197 66 / 25%)"/><g font-family="sans-serif" font-weight="700"><text x="28" y="98" font-size="64" fill="#ffdf7e">${big}</text><text x="30" y="132" font-size="20" fill="#fff" letter-spacing="4">${small}</text></g></svg>\n`;
}

const files = [
  ...catalogue.providers.map((p) => [path.join(root, "public/games", `${p.code}.svg`), providerSvg(p)]),
  ...PROMOS.map((p) => [path.join(root, "public/promotions", `${p[0]}.svg`), promoSvg(p)]),
];
const check = process.argv.includes("--check");
let stale = 0;
for (const [file, svg] of files) {
  if (Buffer.byteLength(svg) > 1536) throw new Error(`${file} is over 1.5 kB`);
  if (check) {
    if (!existsSync(file) || readFileSync(file, "utf8") !== svg) stale++;
    continue;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
if (check && stale) {
  console.error(`${stale} provider/promotion images are stale: run node scripts/gen-provider-art.mjs`);
  process.exit(1);
}
console.log(`${check ? "checked" : "wrote"} ${files.length} images`);
