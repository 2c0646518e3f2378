// @vitest-environment node
import { describe, expect, it } from "vitest";
import { changePasswordSchema } from "./schema";

const messages = (v: unknown) => {
  const r = changePasswordSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("change-password schema", () => {
  it("requires the old password and a new one that follows the rules", () => {
    expect(messages({ old_password: "", password: "", password_confirmation: "" })).toEqual(
      expect.arrayContaining(["old_password:password.oldRequired", "password:password.newRequired", "password_confirmation:confirmation.required"]),
    );
  });
  it("catches a mismatched confirmation at the schema level", () => {
    expect(messages({ old_password: "x", password: "Lobby2026b", password_confirmation: "Lobby2026c" })).toEqual(["password_confirmation:password.mismatch"]);
    expect(messages({ old_password: "x", password: "Lobby2026b", password_confirmation: "Lobby2026b" })).toEqual([]);
  });
});
