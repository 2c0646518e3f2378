// Writes the mock's pictures (mock/: served by the dev and preview servers and by serve:nginx in front
// of the mock, never built into dist/): the small provider images the catalogue points at
// (mock/games/<code>.svg), one artwork per game (mock/games/art/<provider>/<code>.svg: a motif from
// its name, colours and layout from a hash of provider/code, a band in the provider's colour) and the
// promotion images (mock/promotions/*.svg). Deterministic: re-running changes nothing. Part of `npm run api:gen`.
// Usage: node scripts/gen-provider-art.mjs [--check]
import { readFileSync } from "node:fs";
import path from "node:path";
import { root, writeOrCheck } from "./lib.mjs";

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

// Game art: a motif chosen by the first word of the name that has one (else by hash), over a
// gradient of the game's own hue, with seeded sparks and the provider's colour as a bottom band.
const MOTIFS = {
  wave: `<path d="M24 92c14-22 28 22 42 0s28 22 42 0 14-16 28-6" fill="none" stroke-width="10" stroke-linecap="round"/><circle cx="112" cy="56" r="9"/>`,
  flame: `<path d="M80 30c22 22 30 40 22 58-4 10-14 16-22 16s-18-6-22-16c-6-14 2-26 10-34 0 12 6 18 12 18-6-14-4-28 0-42Z"/>`,
  crown: `<path d="M40 96 34 48l26 22 20-32 20 32 26-22-6 48Z"/><rect x="40" y="100" width="80" height="10" rx="4"/>`,
  gem: `<path d="M52 46h56l16 20-44 46-44-46Z"/><path d="M36 66h88M66 46l14 66 14-66" fill="none" stroke="rgb(0 0 0 / 25%)" stroke-width="3"/>`,
  coin: `<circle cx="80" cy="72" r="36"/><circle cx="80" cy="72" r="26" fill="none" stroke="rgb(0 0 0 / 25%)" stroke-width="5"/><rect x="74" y="56" width="12" height="32" rx="3" fill="rgb(0 0 0 / 25%)"/>`,
  lotus: `<path d="M80 40c12 14 12 36 0 56-12-20-12-42 0-56Zm-34 20c16 2 30 18 34 36-18-2-32-16-34-36Zm68 0c-2 20-16 34-34 36 4-18 18-34 34-36Z"/><rect x="46" y="100" width="68" height="8" rx="4"/>`,
  moon: `<path d="M96 36a38 38 0 1 0 22 60 30 30 0 1 1-22-60Z"/><path d="m112 40 4 10 10 4-10 4-4 10-4-10-10-4 10-4Z"/>`,
  fruit: `<circle cx="62" cy="80" r="20"/><circle cx="98" cy="80" r="20"/><path d="M62 60c4-14 16-22 30-22M98 60c-2-10-6-16-14-20" fill="none" stroke-width="5"/>`,
  blade: `<path d="M108 30 118 40 68 96 58 86Z"/><path d="M46 88l24 24-8 8-6-6-10 10-6-6 10-10-6-6Z"/>`,
  paw: `<ellipse cx="80" cy="86" rx="22" ry="18"/><circle cx="54" cy="60" r="9"/><circle cx="70" cy="46" r="9"/><circle cx="90" cy="46" r="9"/><circle cx="106" cy="60" r="9"/>`,
  castle: `<path d="M40 110V58h12v10h10V58h12v14h12V58h12v10h10V58h12v52H92V88a12 12 0 0 0-24 0v22Z"/>`,
  cards: `<rect x="44" y="42" width="44" height="62" rx="6" transform="rotate(-12 66 73)"/><rect x="74" y="40" width="44" height="62" rx="6" transform="rotate(10 96 71)" fill="#fff"/><path d="M96 58c6 8 12 12 12 18a6 6 0 0 1-12 2 6 6 0 0 1-12-2c0-6 6-10 12-18Z" fill="#c62828"/>`,
  wheel: `<circle cx="80" cy="72" r="38"/><circle cx="80" cy="72" r="24" fill="rgb(0 0 0 / 30%)"/><path d="M80 34v76M42 72h76M53 45l54 54M107 45l-54 54" stroke="rgb(0 0 0 / 30%)" stroke-width="4"/><circle cx="80" cy="72" r="7"/>`,
  dice: `<rect x="42" y="50" width="40" height="40" rx="8" transform="rotate(-10 62 70)"/><rect x="82" y="56" width="40" height="40" rx="8" transform="rotate(12 102 76)"/><g fill="rgb(0 0 0 / 45%)"><circle cx="62" cy="70" r="5"/><circle cx="94" cy="66" r="4"/><circle cx="110" cy="86" r="4"/><circle cx="102" cy="76" r="4"/></g>`,
  beans: `<ellipse cx="80" cy="84" rx="44" ry="16" fill="rgb(0 0 0 / 25%)"/><circle cx="60" cy="78" r="8"/><circle cx="78" cy="72" r="8"/><circle cx="96" cy="80" r="8"/><circle cx="84" cy="90" r="8"/><circle cx="66" cy="92" r="8"/>`,
  fish: `<path d="M34 72c18-24 50-26 76 0-26 26-58 24-76 0Zm76 0 20-18v36Z"/><circle cx="54" cy="68" r="4" fill="rgb(0 0 0 / 50%)"/>`,
  ball: `<circle cx="80" cy="72" r="36"/><path d="m80 52 16 12-6 18H70l-6-18Z" fill="rgb(0 0 0 / 40%)"/>`,
  star: STAR.replace("<path", `<path transform="translate(-40 -30) scale(1.5)"`),
};
const WORDS = [
  [/dragon|ocean|mermaid|koi|atlantis/i, "wave"],
  [/phoenix|volcano|fiery|blazing|boom|bomb/i, "flame"],
  [/king|queen|princess|imperial|empire|royal|pharaoh|lord/i, "crown"],
  [/gem|crystal|jade|diamond|jewel/i, "gem"],
  [/fortune|treasure|gold|riches|jackpot|money|toad|tycoon/i, "coin"],
  [/lotus|temple|goddess|siam|bangkok|samui/i, "lotus"],
  [/mystic|dark|magic|genie|zodiac|hidden|eternal/i, "moon"],
  [/fruit|candy|sweet|party/i, "fruit"],
  [/warrior|samurai|ninja|pirate|hunter|war\b|zombie/i, "blade"],
  [/tiger|wolf|panda|buffalo|elephant|monkey|rooster|dinosaur/i, "paw"],
  [/castle|olympus|valhalla|babylon|kyoto|macau|egypt|aztec|shanghai/i, "castle"],
  [/baccarat|poker|blackjack|lobby/i, "cards"],
  [/roulette/i, "wheel"],
  [/sic bo/i, "dice"],
  [/fan tan/i, "beans"],
  [/fish/i, "fish"],
  [/sport/i, "ball"],
];
const MOTIF_NAMES = Object.keys(MOTIFS);
/** A motif for the game: the first word of its name that has one, else one picked by the hash. */
function motifOf(g, h) {
  const words = g.name.split(/\s+/);
  for (let i = 1; i <= words.length; i++) {
    const found = WORDS.find(([re]) => re.test(words.slice(0, i).join(" ")));
    if (found) return found[1];
  }
  return g.category === "fish" ? "fish" : (MOTIF_NAMES[h % MOTIF_NAMES.length] ?? "star");
}
/** Seeded sparks: small shapes whose count, places and sizes differ per game. */
function sparks(h) {
  let x = h || 1;
  const next = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 1000) / 1000;
  const out = [];
  for (let i = 0, n = 3 + (h % 4); i < n; i++) {
    const [cx, cy, r] = [12 + next() * 136, 12 + next() * 100, 2 + next() * 6];
    out.push(
      i % 2
        ? `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(1)}"/>`
        : `<rect x="${cx.toFixed(0)}" y="${cy.toFixed(0)}" width="${(r * 1.6).toFixed(1)}" height="${(r * 1.6).toFixed(1)}" transform="rotate(45 ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`,
    );
  }
  return out.join("");
}
function gameSvg(g) {
  const h = hash(`${g.provider}/${g.code}/${g.name}`);
  const hue = h % 360;
  const providerHue = hash(g.provider) % 360;
  const light = 62 + (h % 3) * 8;
  const rays =
    h % 3 === 0
      ? `<g fill="rgb(255 255 255 / 8%)">${[0, 45, 90, 135].map((a) => `<rect x="76" y="-20" width="8" height="200" transform="rotate(${a + (h % 40)} 80 72)"/>`).join("")}</g>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="${h % 2}" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40 + (h % 60)) % 360} 55% 16%)"/></linearGradient></defs><rect width="160" height="160" rx="18" fill="url(#g)"/>${rays}<g fill="hsl(${(hue + 180) % 360} 90% 80% / 45%)">${sparks(h)}</g><g fill="hsl(${(hue + 150 + (h % 60)) % 360} 85% ${light}%)" stroke="hsl(${(hue + 150) % 360} 85% ${light}%)">${MOTIFS[motifOf(g, h)]}</g><rect y="128" width="160" height="32" fill="hsl(${providerHue} 70% 30%)"/><rect x="12" y="138" width="${40 + (hash(g.provider) % 60)}" height="12" rx="6" fill="hsl(${providerHue} 80% 75%)"/></svg>\n`;
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

/** Where a game's artwork lives; gen-catalogue.mjs writes the same path into `thumbnail`. */
const gameArtPath = (g) => `games/art/${g.provider}/${g.code}.svg`;

const files = [
  ...catalogue.providers.map((p) => [path.join(root, "mock/games", `${p.code}.svg`), providerSvg(p)]),
  ...catalogue.games.map((g) => [path.join(root, "mock", gameArtPath(g)), gameSvg(g)]),
  ...PROMOS.map((p) => [path.join(root, "mock/promotions", `${p[0]}.svg`), promoSvg(p)]),
];
for (const [file, svg] of files) {
  if (Buffer.byteLength(svg) > 1800) throw new Error(`${file} is over 1.8 kB`);
  if (file.includes(`${path.sep}games${path.sep}`) && /<text/.test(svg)) throw new Error(`${file} draws text (see docs/performance.md: no text in SVG)`);
}
writeOrCheck(Object.fromEntries(files), "node scripts/gen-provider-art.mjs");
