import type { Bank } from "./banks";

/** A bank's logo as its colour with the short code (no third-party images to load). */
export function BankLogo({ bank, size = 40 }: { bank: Bank; size?: number }) {
  const dark = bank.code === "bay";
  return (
    <span
      className="bank-logo"
      aria-hidden="true"
      style={{ background: bank.color, color: dark ? "#3a2a00" : "#fff", width: size, height: size, fontSize: size / 3.6 }}
    >
      {bank.short}
    </span>
  );
}
