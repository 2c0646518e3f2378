// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError } from "@/shared/api";
import { initI18n } from "@/shared/i18n";
import { parseAmount } from "./amount";
import { formErrorMessages } from "./server-errors";

describe("parseAmount", () => {
  it("takes plain or grouped amounts with up to 2 decimals, Thai digits and outer spaces", () => {
    expect(parseAmount("500")).toBe(500);
    expect(parseAmount(" 1,500.25 ")).toBe(1500.25);
    expect(parseAmount("๕๐๐")).toBe(500);
  });
  it("refuses zero, bad grouping, 3 decimals and anything else", () => {
    for (const bad of ["", "0", "0.00", "1,50", "1.234", "-5", "1e3", "abc"]) expect(parseAmount(bad), bad).toBeNull();
  });
});

describe("formErrorMessages", () => {
  it("the server's messages, or the generic text when it said nothing readable", async () => {
    await initI18n("th");
    expect(formErrorMessages(null)).toEqual([]);
    expect(formErrorMessages(new ApiError("http", 422, {}, ["กรุณาฝากเงินครั้งแรกก่อนเล่นเกม"]))).toEqual(["กรุณาฝากเงินครั้งแรกก่อนเล่นเกม"]);
    // A field error the form shows stands under its field, so the list stays empty.
    expect(formErrorMessages(new ApiError("http", 422, { amount: "x" }, []), ["amount"])).toEqual([]);
    expect(formErrorMessages(new ApiError("network", 0, {}, []))).toHaveLength(1);
  });
});
