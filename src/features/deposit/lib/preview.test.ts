// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Promotion } from "@/shared/api";
import { depositPreview, plainNumber } from "./preview";

const promo = (terms: Partial<Promotion>): Promotion => ({ id: 9, name: "p", image_url: "/p.svg", ...terms });

describe("deposit preview", () => {
  it("10 % with turnover × 3: 500 gives a bonus of 50 and 1,650 to play before withdrawing", () => {
    expect(depositPreview(500, promo({ bonus_percent: 10, turnover: 3, bonus_max: 1000, deposit_max: 10000, turnover_max: 30000 }))).toEqual({
      bonus: 50,
      turnover: 1650,
      outOfRange: false,
    });
  });

  it("caps the bonus at bonus_max and the turnover at turnover_max", () => {
    expect(depositPreview(1000, promo({ bonus_percent: 50, bonus_max: 300, turnover: 5 }))).toEqual({ bonus: 300, turnover: 6500, outOfRange: false });
    expect(depositPreview(9000, promo({ bonus_percent: 10, turnover: 5, turnover_max: 30000 })).turnover).toBe(30000);
  });

  it("above deposit_max: out of range, the bonus counts the deposit up to deposit_max", () => {
    expect(depositPreview(2000, promo({ bonus_percent: 50, deposit_max: 1000 }))).toEqual({ bonus: 500, turnover: 0, outOfRange: true });
    expect(depositPreview(1000, promo({ bonus_percent: 50, deposit_max: 1000 })).outOfRange).toBe(false);
  });

  it("a fixed bonus adds to the percentage; missing or zero terms count as none", () => {
    expect(depositPreview(100, promo({ bonus_fixed: 50, deposit_max: 100 }))).toEqual({ bonus: 50, turnover: 0, outOfRange: false });
    expect(depositPreview(333, promo({}))).toEqual({ bonus: 0, turnover: 0, outOfRange: false });
    expect(depositPreview(333.33, promo({ bonus_percent: 10 })).bonus).toBe(33.33);
  });

  it("prints percentages and multipliers without trailing zeros", () => {
    expect([plainNumber(10), plainNumber(2.5), plainNumber(3)]).toEqual(["10", "2.5", "3"]);
  });
});
