/** WCAG 2.x contrast of #rrggbb colours (the brand check at start, and the derived theme shades). */
const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);

export const HEX = /^#[0-9a-f]{6}$/i;

/** Relative luminance (WCAG 2.2, "relative luminance"). */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed with `weight` (0..1) of `b`, as #rrggbb. */
export function mix(a: string, b: string, weight: number): string {
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) * (1 - weight) + channel(b, i) * weight)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
