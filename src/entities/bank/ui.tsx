import type { Bank } from "./banks";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or black, whichever reads better on the bank's colour (contrast ratio). */
function logoTextColor(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance("#000000") + 0.05);
  return onWhite >= onDark ? "#fff" : "#000";
}

/** A bank's logo as its colour with the short code (no third-party images to load). */
export function BankLogo({ bank, size = 40 }: { bank: Bank; size?: number }) {
  return (
    <span
      className="bank-logo"
      aria-hidden="true"
      style={{ background: bank.color, color: logoTextColor(bank.color), width: size, height: size, fontSize: size / 3.6 }}
    >
      {bank.short}
    </span>
  );
}
