// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bankSchema, passwordSchema, phoneSchema } from "./schemas";
import type * as z from "zod";

/** First message per field, as react-hook-form shows them. */
function firstErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const key = issue.path.join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

describe("registration schemas", () => {
  it("step 1 needs a 10-digit phone", () => {
    expect(firstErrors(phoneSchema, { phone: "" })).toEqual({ phone: "phone.required" });
    expect(firstErrors(phoneSchema, { phone: "0812345678" })).toEqual({});
  });
  it("step 2 applies the password rules and the match rule", () => {
    expect(firstErrors(passwordSchema, { password: "Lobby2026a", password_confirmation: "Lobby2026b" })).toEqual({
      password_confirmation: "password.mismatch",
    });
  });
  it("step 3 needs one of the 14 banks and every field", () => {
    expect(firstErrors(bankSchema, { bank: undefined, account_number: "", name: " ", line: "" })).toEqual({
      bank: "bank.required",
      account_number: "accountNumber.required",
      name: "name.required",
      line: "line.required",
    });
    expect(firstErrors(bankSchema, { bank: "tmb", account_number: "0123456789", name: "ก", line: "x" })).toEqual({ bank: "bank.required" });
    expect(firstErrors(bankSchema, { bank: "kbank", account_number: "0123456789", name: "ก", line: "x" })).toEqual({});
  });
});
