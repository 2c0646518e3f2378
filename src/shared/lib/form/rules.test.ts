// @vitest-environment node
import { z } from "@/shared/lib/zod";
import { describe, expect, it } from "vitest";
import { normalizeDigits } from "./digits";
import { accountNumberRule, confirmationRule, loginPhoneRule, newPasswordRule, otpRule, phoneRule, withPasswordMatch } from "./rules";

const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("normalizeDigits", () => {
  it("turns Thai digits into 0-9 and drops everything else", () => {
    expect(normalizeDigits("๐๘๑-๒๓๔ 5678")).toBe("0812345678");
    expect(normalizeDigits("abc")).toBe("");
  });
});

describe("form rules (R-VAL-1 to R-VAL-3)", () => {
  it("phone: required, then 10 digits starting with 0", () => {
    expect(issues(phoneRule(), "")[0]).toBe("phone.required");
    expect(issues(phoneRule(), "081234567")).toEqual(["phone.format"]);
    expect(issues(phoneRule(), "1812345678")).toEqual(["phone.format"]);
    expect(issues(phoneRule(), "0812345678")).toEqual([]);
    expect(issues(loginPhoneRule(), "")[0]).toBe("phone.required");
    expect(issues(loginPhoneRule(), "08x")).toEqual(["phone.digits"]);
  });
  it("otp: 4-6 digits; account number: 10-15 digits", () => {
    expect(issues(otpRule(), "")).toContain("otp.required");
    expect(issues(otpRule(), "123")).toEqual(["otp.format"]);
    expect(issues(otpRule(), "1234")).toEqual([]);
    expect(issues(accountNumberRule(), "")).toContain("accountNumber.required");
    expect(issues(accountNumberRule(), "123456789")).toEqual(["accountNumber.format"]);
    expect(issues(accountNumberRule(), "0123456789")).toEqual([]);
  });
  it("password: each rule on its own", () => {
    const rule = newPasswordRule();
    expect(issues(rule, "")[0]).toBe("password.required");
    expect(issues(rule, "Ab1")).toEqual(["password.length"]);
    expect(issues(rule, "Abcdefgh12345678")).toEqual(["password.length"]);
    expect(issues(rule, "12345678")).toEqual(["password.letter", "password.lower", "password.upper"]);
    expect(issues(rule, "ABCDEFG1")).toEqual(["password.lower"]);
    expect(issues(rule, "abcdefg1")).toEqual(["password.upper"]);
    expect(issues(rule, "Abcdefgh")).toEqual(["password.digit"]);
    expect(issues(rule, "Lobby2026a")).toEqual([]);
    expect(issues(newPasswordRule("password.newRequired"), "")[0]).toBe("password.newRequired");
  });
  it("confirmation must match, reported under the confirmation even while the password breaks a rule", () => {
    const schema = withPasswordMatch(z.object({ password: newPasswordRule(), password_confirmation: confirmationRule() }));
    const r = schema.safeParse({ password: "short", password_confirmation: "other" });
    expect(r.success).toBe(false);
    const mismatch = r.error?.issues.find((i) => i.message === "password.mismatch");
    expect(mismatch?.path).toEqual(["password_confirmation"]);
    expect(issues(schema, { password: "Lobby2026a", password_confirmation: "" })).toEqual(["confirmation.required"]);
    expect(issues(schema, { password: "Lobby2026a", password_confirmation: "Lobby2026a" })).toEqual([]);
  });
});
