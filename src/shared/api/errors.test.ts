import { describe, expect, it } from "vitest";
import { readErrorBody, toApiError } from "./errors";

describe("error normaliser (spec section 8 reading order)", () => {
  it("reads errors.{field} as field errors", () => {
    const e = readErrorBody({ message: "invalid", errors: { phone: ["เบอร์นี้ถูกใช้แล้ว"], otp: "ผิด" } }, 422);
    expect(e.fieldErrors).toEqual({ phone: "เบอร์นี้ถูกใช้แล้ว", otp: "ผิด" });
    expect(e.messages).toEqual([]);
    expect(e.message).toBe("เบอร์นี้ถูกใช้แล้ว");
  });
  it("then errors.error as the general list", () => {
    const e = readErrorBody({ errors: { error: ["a", "b"], amount: ["c"] } }, 422);
    expect(e.messages).toEqual(["a", "b"]);
    expect(e.fieldErrors.amount).toBe("c");
  });
  it("then the whole errors object when it names no known field", () => {
    const e = readErrorBody({ errors: { rule: ["x"], other: "y" } }, 422);
    expect(e.messages).toEqual(["x", "y"]);
  });
  it("then error, then message", () => {
    expect(readErrorBody({ error: "bad" }, 400).messages).toEqual(["bad"]);
    expect(readErrorBody({ message: "Closed" }, 400).messages).toEqual(["Closed"]);
  });
  it("401 Unauthenticated. is its own kind", () => {
    const e = readErrorBody({ message: "Unauthenticated." }, 401);
    expect(e.kind).toBe("unauthenticated");
    expect(e.messages).toEqual([]);
  });
  it("a 5xx framework message is not player text (the translated server error is shown)", () => {
    const e = readErrorBody({ message: "Server Error" }, 500);
    expect(e.messages).toEqual([]);
    expect(e.hasServerText).toBe(false);
    expect(readErrorBody({ errors: { error: "ปิดปรับปรุง" } }, 503).messages).toEqual(["ปิดปรับปรุง"]);
  });
  it("keeps the status and kind the middleware attached", () => {
    const e = toApiError({ __status: 500, __kind: "malformed" });
    expect(e.status).toBe(500);
    expect(e.kind).toBe("malformed");
    expect(e.hasServerText).toBe(false);
  });
  it("network failures and Prism problem bodies carry no player text", () => {
    expect(toApiError(new TypeError("Failed to fetch")).kind).toBe("network");
    const prism = toApiError({ type: "https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY", title: "Invalid request", message: "x", __status: 422 });
    expect(prism.messages).toEqual([]);
  });
});
