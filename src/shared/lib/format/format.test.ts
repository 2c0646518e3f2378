import { describe, expect, it } from "vitest";
import { formatAmount } from "./index";

describe("formatAmount", () => {
  const intl = new Intl.NumberFormat("th-TH-u-nu-latn", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it("writes what Intl writes for th-TH with Latin digits, in every locale", () => {
    const values = [0, 1, 0.125, 0.015, 1e-7, 9.99, 12.5, 999.995, 1000, 1234.5, 20000, 1234567.891, 0.005, 1.005, 2.675, 123456789012.34, -50, -1234.5];
    for (const v of values) {
      const expected = intl.format(v);
      expect(formatAmount(v, "th")).toBe(expected);
      expect(formatAmount(v, "en")).toBe(expected);
      expect(formatAmount(v, "cn")).toBe(expected);
    }
  });

  it("reads the API's numeric strings and shows 0.00 for what is not a number", () => {
    expect(formatAmount("1500.5")).toBe("1,500.50");
    expect(formatAmount("abc")).toBe("0.00");
    expect(formatAmount(null)).toBe("0.00");
    expect(formatAmount(undefined)).toBe("0.00");
    expect(formatAmount(Number.NaN)).toBe("0.00");
  });

  it("never shows a minus sign on an amount that rounds to zero", () => {
    expect(formatAmount(-0.001)).toBe("0.00");
    expect(formatAmount(-0)).toBe("0.00");
  });
});
