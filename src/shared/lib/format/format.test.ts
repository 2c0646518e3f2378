// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatAmount, formatDateTime, formatFigure, parseApiDate } from "./index";

describe("formatAmount", () => {
  const intl = new Intl.NumberFormat("th-TH-u-nu-latn", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it("writes what Intl writes for th-TH with Latin digits (the same in every language)", () => {
    const values = [0, 1, 0.125, 0.015, 1e-7, 9.99, 12.5, 999.995, 1000, 1234.5, 20000, 1234567.891, 0.005, 1.005, 2.675, 123456789012.34, -50, -1234.5];
    for (const v of values) {
      const expected = intl.format(v);
      expect(formatAmount(v)).toBe(expected);
    }
  });

  it("reads the API's numeric strings and shows — (never a false 0.00) for what is not a finite amount", () => {
    expect(formatAmount("1500.5")).toBe("1,500.50");
    for (const v of ["abc", "", " ", null, undefined, Number.NaN, Infinity, -Infinity, "Infinity"]) {
      expect(formatAmount(v)).toBe("—");
    }
  });

  it("shows — for amounts too large to print exactly, never Infinity.NaN", () => {
    expect(formatAmount(1e308)).toBe("—");
    expect(formatAmount(-1e308)).toBe("—");
    expect(formatAmount("1e308")).toBe("—");
    expect(formatAmount(1e15)).toBe("—");
    expect(formatAmount(90_000_000_000_000)).toBe("90,000,000,000,000.00");
  });

  it("never shows a minus sign on an amount that rounds to zero", () => {
    expect(formatAmount(-0.001)).toBe("0.00");
    expect(formatAmount(-0)).toBe("0.00");
  });
});

describe("API dates", () => {
  it("shows the contract's server time (Thai time) as written, whatever the device's zone", () => {
    expect(formatDateTime("2026-11-22 09:05:07")).toBe("22/11/26 09:05:07");
    expect(parseApiDate("2026-11-22 09:05:07")?.toISOString()).toBe("2026-11-22T02:05:07.000Z");
    expect(formatDateTime("2026-11-22")).toBe("22/11/26 00:00:00");
  });

  it("shows a date with a zone in Thai time (Asia/Bangkok, UTC+7)", () => {
    expect(formatDateTime("2026-11-22T20:30:00Z")).toBe("23/11/26 03:30:00");
    expect(formatDateTime("2026-11-22T20:30:00.123Z")).toBe("23/11/26 03:30:00");
    expect(formatDateTime("2026-11-22T10:00:00+09:00")).toBe("22/11/26 08:00:00");
    expect(formatDateTime("2026-11-22T10:00:00-0130")).toBe("22/11/26 18:30:00");
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 17, 0, 0)))).toBe("02/01/26 00:00:00");
  });

  it("shows — for impossible dates instead of rolling them over", () => {
    for (const v of ["2026-02-31 10:00:00", "2026-02-29 00:00:00", "2026-13-01 00:00:00", "2026-11-22 24:00:00", "2026-11-22 10:60:00"]) {
      expect(parseApiDate(v), v).toBeNull();
      expect(formatDateTime(v)).toBe("—");
    }
    expect(formatDateTime("2028-02-29 00:00:00")).toBe("29/02/28 00:00:00");
  });

  it("shows — for what is not a date", () => {
    for (const v of ["", "abc", "22/11/2026", "2026-11-22 10:00:00 extra", null, undefined, 12 as unknown as string, new Date(Number.NaN)]) {
      expect(formatDateTime(v)).toBe("—");
    }
  });
});

describe("formatFigure: percentages and multipliers in a sane range", () => {
  it("prints figures as people write them", () => {
    expect([formatFigure(10), formatFigure(2.5), formatFigure(0), formatFigure(33.333)]).toEqual(["10", "2.5", "0", "33.33"]);
  });
  it("shows '—' for a negative, absurd or missing figure, never '1e+300'", () => {
    for (const v of [-5, 1e300, 1_001, Number.NaN, Infinity, null, undefined]) expect(formatFigure(v), String(v)).toBe("—");
    expect(formatFigure(150, 100)).toBe("—");
  });
});
