import { contrast, HEX, luminance, mix } from "./contrast";

/**
 * A brand's colour tokens (config.json `brand.colors`). The seven named in docs/runtime-config.md are
 * required (plus the text colour on primary buttons); the shades the stylesheet also uses are
 * derived from them unless the brand gives its own.
 */
export interface BrandColors {
  background: string;
  surface: string;
  primary: string;
  onPrimary: string;
  accent: string;
  text: string;
  success: string;
  danger: string;
  surface2?: string;
  muted?: string;
  line?: string;
  glow?: string;
}
const REQUIRED_COLORS = ["background", "surface", "primary", "onPrimary", "accent", "text", "success", "danger"] as const;
const OPTIONAL_COLORS = ["surface2", "muted", "line", "glow"] as const;

/** Every shade the stylesheet reads, the optional ones derived when absent. */
function resolveColors(c: BrandColors): Required<BrandColors> {
  return {
    ...c,
    surface2: c.surface2 ?? mix(c.surface, c.text, 0.08),
    muted: c.muted ?? mix(c.text, c.surface, 0.25),
    line: c.line ?? mix(c.surface, c.text, 0.22),
    glow: c.glow ?? mix(c.surface, c.primary, 0.18),
  };
}

/** [foreground, background, minimum ratio]: where the stylesheet puts text (4.5:1) or a focus ring (3:1). */
const PAIRS: ReadonlyArray<readonly [keyof BrandColors, keyof BrandColors, number]> = [
  ["text", "background", 4.5],
  ["text", "surface", 4.5],
  ["text", "surface2", 4.5],
  ["text", "glow", 4.5],
  ["muted", "background", 4.5],
  ["muted", "surface", 4.5],
  ["accent", "background", 4.5],
  ["accent", "surface", 4.5],
  ["accent", "surface2", 4.5], // the pinned announcement banner
  ["onPrimary", "primary", 4.5],
  ["success", "surface", 4.5],
  ["danger", "surface", 4.5],
  ["danger", "background", 4.5],
  ["primary", "background", 3],
];

/** Problems of a colour set: a token that is not #rrggbb, or a text/surface pair under WCAG AA. */
export function colorProblems(value: Record<string, unknown>, path: string): string[] {
  const bad = [...REQUIRED_COLORS, ...OPTIONAL_COLORS].filter((k) => {
    const v = value[k];
    return !(typeof v === "string" && HEX.test(v)) && !(v === undefined && (OPTIONAL_COLORS as readonly string[]).includes(k));
  });
  if (bad.length) return bad.map((k) => `${path}.${k}: expected a #rrggbb colour`);
  const all = resolveColors(value as unknown as BrandColors);
  return PAIRS.flatMap(([fg, bg, min]) => {
    const ratio = contrast(all[fg], all[bg]);
    return ratio >= min ? [] : [`${path}: ${fg} ${all[fg]} on ${bg} ${all[bg]} has contrast ${ratio.toFixed(2)}:1, WCAG AA needs ${min}:1`];
  });
}

/** Of the candidates, the one that reads best on `background`. */
const inkOn = (background: string, ...candidates: string[]): string =>
  candidates.reduce((best, c) => (contrast(c, background) > contrast(best, background) ? c : best));
const WARNING = "#ffb347";

/** CSS custom properties of a colour set (src/shared/ui/kit.css and the slices' sheets read them). */
export function themeVariables(c: BrandColors): Record<string, string> {
  const all = resolveColors(c);
  const dark = luminance(all.background) <= 0.4;
  return {
    "--bg": all.background,
    "--bg-2": mix(all.background, all.surface, 0.5),
    "--panel": all.surface,
    "--panel-2": all.surface2,
    "--line": all.line,
    "--text": all.text,
    "--muted": all.muted,
    "--gold": all.primary,
    "--gold-2": all.accent,
    "--on-gold": all.onPrimary,
    "--green": all.success,
    "--red": all.danger,
    // Text on the status colours (flags, tooltips), and the warning text: the one that reads.
    "--on-green": inkOn(all.success, "#062b16", "#ffffff"),
    "--on-red": inkOn(all.danger, "#2b0606", "#ffffff"),
    "--orange": contrast(WARNING, all.surface) >= 4.5 && contrast(WARNING, all.background) >= 4.5 ? WARNING : mix(WARNING, all.text, 0.6),
    "--glow": all.glow,
    "--banner-bg": all.surface2,
    // 8-digit hex, not color-mix(): translucent bars on phones from before 2023 too.
    // Opaque: nothing behind a sticky bar shows through the credit or the buttons on it.
    "--header-bg": all.background,
    "--nav-bg": mix(all.background, all.surface, 0.5),
    "color-scheme": dark ? "dark" : "light",
  };
}
