// Writes the small provider images the catalogue points at (public/games/<code>.svg)
// and the promotion images (public/promotions/*.svg). Deterministic: the colours
// come from a hash of the code, so re-running changes nothing.
// Usage: node scripts/gen-provider-art.mjs [--check]
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const catalogue = JSON.parse(readFileSync(path.join(root, "openapi/examples/catalogue.json"), "utf8")).value;
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const MARK = { slot: "7", casino: "♠", fish: "≈", sport: "⚽" };

function providerSvg(p) {
  const h = hash(p.code) % 360;
  const words = p.name.split(" ");
  const lines = words.length > 1 && p.name.length > 10 ? [words.slice(0, -1).join(" "), words.at(-1)] : [p.name];
  const text = lines
    .map((l, i) => `<text x="80" y="${lines.length === 1 ? 118 : 108 + i * 20}" font-size="${l.length > 9 ? 15 : 18}">${esc(l)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 45%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360} 60% 18%)"/></linearGradient></defs><rect width="160" height="160" rx="18" fill="url(#g)"/><circle cx="80" cy="60" r="30" fill="rgb(255 255 255 / 18%)"/><text x="80" y="72" font-size="32" fill="#ffdf7e" text-anchor="middle" font-family="sans-serif">${MARK[p.category] ?? "★"}</text><g fill="#fff" text-anchor="middle" font-family="sans-serif" font-weight="700">${text}</g></svg>\n`;
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
