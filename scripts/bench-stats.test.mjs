import { describe, expect, it } from "vitest";
import { pairedWorse, signedRankP } from "./lib.mjs";

describe("signedRankP (one-sided exact Wilcoxon signed-rank)", () => {
  it("counts the exact null distribution", () => {
    // All n pairs on this build's side: 1 in 2^n sign patterns is at least as extreme.
    expect(signedRankP([5, 9, 1, 3, 7])).toBeCloseTo(1 / 32, 10);
    expect(signedRankP([5, 9, 1, 3, 7, 2, 8])).toBeCloseTo(1 / 128, 10);
    // Ranks 1..5, W+ = 4 + 5 = 9: 13 of the 32 sign patterns reach 9 or more (the n = 5 table).
    expect(signedRankP([-1, -2, -3, 4, 5])).toBeCloseTo(13 / 32, 10);
    // Every pair the other way: every pattern is at least as extreme.
    expect(signedRankP([-1, -2, -3])).toBe(1);
  });

  it("drops zeros and shares tied ranks", () => {
    expect(signedRankP([0, 0, 4, 4])).toBeCloseTo(1 / 4, 10);
    // |d| 2, 2 tie at rank 1.5: W+ = 1.5 + 3 of a total 6; patterns with W+ >= 4.5: {1.5, 3}, {1.5, 1.5, 3}, {1.5', 3}.
    expect(signedRankP([2, -2, 6])).toBeCloseTo(3 / 8, 10);
    expect(signedRankP([])).toBe(1);
  });
});

describe("pairedWorse", () => {
  it("is worse only when the medians differ past the margin and the pairs agree", () => {
    // Every run of this build 100 ms later than the older build's run beside it.
    expect(pairedWorse([300, 320, 310, 305, 330], [200, 220, 210, 205, 230]).worse).toBe(true);
    // The same medians, but one run of the older build was the slow one: noise, not a regression.
    const mixed = pairedWorse([300, 320, 310, 305, 330], [200, 900, 210, 205, 230]);
    expect(mixed).toMatchObject({ worse: false });
    // Consistently later, but by less than the margin (10 % or 20 ms).
    expect(pairedWorse([205, 215, 210, 206, 212], [200, 210, 205, 201, 207])).toMatchObject({ worse: false, past: false });
    // One huge run does not make a build later when the other pairs go the other way.
    expect(pairedWorse([1100, 150, 160, 155, 150], [160, 170, 180, 175, 170]).worse).toBe(false);
  });

  it("reads a score the other way round and leaves out missing figures", () => {
    expect(pairedWorse([90, 91, 89, 90, 92], [97, 98, 96, 97, 98], { score: true }).worse).toBe(true);
    expect(pairedWorse([97, 98, 96, 97, 98], [90, 91, 89, 90, 92], { score: true }).worse).toBe(false);
    // Four pairs left: at best 1/16, above 0.05, so a run without the figure cannot tip it.
    expect(pairedWorse([3000, 3100, null, 3050, 3200], [2000, 2100, 2050, 2000, 2100]).worse).toBe(false);
  });
});
