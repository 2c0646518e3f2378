// Brands (docs/runtime-config.md, "Brands"): public/config.json is the base (the default brand);
// brands/<name>.json is an overlay merged over it, so a brand may set any config key.
//   brandConfig("lagoon")   → the merged config.json a deployment of that brand serves
//   manifestFor(config)     → its web app manifest (name, icons and colours from the brand)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_BRAND = "default";

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

/** Objects merge key by key; anything else (a list, a value, null) in the overlay replaces the base's. */
export function mergeConfig(base, overlay) {
  if (!isObject(base) || !isObject(overlay)) return overlay;
  const out = { ...base };
  for (const [key, value] of Object.entries(overlay)) out[key] = key in base ? mergeConfig(base[key], value) : value;
  return out;
}

export const brandNames = () => [
  DEFAULT_BRAND,
  ...readdirSync(path.join(root, "brands"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5)),
];

/** The config of a brand: the base file, with brands/<name>.json over it (none for "default"). */
export function brandConfig(name = DEFAULT_BRAND, base = path.join(root, "public/config.json")) {
  const config = JSON.parse(readFileSync(base, "utf8"));
  if (!name || name === DEFAULT_BRAND) return config;
  const file = path.join(root, "brands", `${path.basename(name)}.json`);
  if (!existsSync(file)) throw new Error(`unknown brand "${name}": choose one of ${brandNames().join(", ")}`);
  return mergeConfig(config, JSON.parse(readFileSync(file, "utf8")));
}

/** The brand from `--brand <name>` (the flags as `util.parseArgs` gives them), else LOBBY_BRAND, else the default. */
export function brandFromArgs({ brand } = {}, env = process.env) {
  return brand || env.LOBBY_BRAND || DEFAULT_BRAND;
}

/** The web app manifest of a config: served as /lobby/manifest.webmanifest beside config.json. */
export function manifestFor(config) {
  const { site, brand } = config;
  return {
    name: site.name,
    short_name: brand.manifest.shortName,
    start_url: "/lobby/",
    scope: "/lobby/",
    display: "standalone",
    theme_color: brand.colors.background,
    background_color: brand.colors.background,
    icons: brand.manifest.icons.map((i) => ({ ...i, purpose: "any" })),
  };
}
