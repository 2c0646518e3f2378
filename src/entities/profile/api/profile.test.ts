// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Profile } from "@/shared/api";
import { creditOf, MAX_CREDIT } from "./profile";

const withCredit = (credit: unknown) => ({ games: [{ credit }] }) as unknown as Profile;

describe("creditOf: only a credit in a sane range is a figure", () => {
  it("takes 0 up to a billion baht", () => {
    expect(creditOf(withCredit(0))).toBe(0);
    expect(creditOf(withCredit(1234.5))).toBe(1234.5);
    expect(creditOf(withCredit(MAX_CREDIT))).toBe(MAX_CREDIT);
  });
  it("a negative or absurd credit is unknown (shown as '—', blocks launch and pre-fill)", () => {
    for (const credit of [-0.01, -500, MAX_CREDIT + 1, 1e300, Number.NaN, Infinity, "500", null])
      expect(creditOf(withCredit(credit)), String(credit)).toBeNull();
  });
});
