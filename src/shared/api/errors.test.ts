// @vitest-environment node
import { describe, expect, it } from "vitest";
import { acceptAnswer, ApiError, readErrorBody, toApiError } from "./errors";

describe("error normaliser (R-ERR-4 reading order)", () => {
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
  it("reads a field error for any field the server names, none dropped", () => {
    const e = readErrorBody({ errors: { phone: ["ไม่พบเบอร์"], bank: "ธนาคารปิดปรับปรุง", rule: [["x"]], empty: [] } }, 422);
    expect(e.fieldErrors).toEqual({ phone: "ไม่พบเบอร์", bank: "ธนาคารปิดปรับปรุง", rule: "x" });
    expect(e.hasServerText).toBe(true);
    expect(e.message).toBe("ไม่พบเบอร์");
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
  it("passes on the ApiError the client's middleware threw, status and kind included", () => {
    const thrown = new ApiError("malformed", 500, {}, []);
    const e = toApiError(thrown);
    expect(e).toBe(thrown);
    expect(e.status).toBe(500);
    expect(e.hasServerText).toBe(false);
  });
  it("network failures and Prism problem bodies carry no player text", () => {
    expect(toApiError(new TypeError("Failed to fetch")).kind).toBe("network");
    const prism = toApiError({ type: "https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY", title: "Invalid request", message: "x" });
    expect(prism.messages).toEqual([]);
  });
});

describe("acceptAnswer (a 2xx money answer read in full)", () => {
  it("success: false is a refusal carrying the server's msg", () => {
    const thrown = (() => {
      try {
        acceptAnswer({ success: false, msg: "ยอดฝากขั้นต่ำ 100 บาท" });
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: "refused", messages: ["ยอดฝากขั้นต่ำ 100 บาท"] });
    expect((thrown as ApiError).outcomeUnknown).toBe(false);
  });
  it("no success flag, or success false without msg, is a refusal without text", () => {
    expect(() => acceptAnswer({ msg: "" })).toThrow(expect.objectContaining({ kind: "refused", messages: [] }));
    expect(() => acceptAnswer({ success: "true" })).toThrow(expect.objectContaining({ kind: "refused" }));
  });
  it("a 200 without what the flow needs is incomplete, and its outcome unknown", () => {
    const needsId = (a: { success?: unknown; data?: { id?: unknown } } | null) => typeof a?.data?.id === "number";
    expect(() => acceptAnswer({ success: true }, needsId)).toThrow(expect.objectContaining({ kind: "incomplete" }));
    expect(() => acceptAnswer(null)).toThrow(expect.objectContaining({ kind: "incomplete" }));
    expect(acceptAnswer({ success: true, data: { id: 5 } }, needsId).data?.id).toBe(5);
    expect(new ApiError("incomplete", 200, {}, []).outcomeUnknown).toBe(true);
  });
  it("only a 4xx, a refusal or a 401 tells for sure that nothing was done", () => {
    expect(readErrorBody({ errors: { amount: "x" } }, 422).outcomeUnknown).toBe(false);
    expect(readErrorBody({ message: "Unauthenticated." }, 401).outcomeUnknown).toBe(false);
    expect(readErrorBody({}, 502).outcomeUnknown).toBe(true);
    expect(toApiError(new DOMException("t", "TimeoutError")).outcomeUnknown).toBe(true);
    expect(toApiError(new TypeError("Failed to fetch")).outcomeUnknown).toBe(true);
    expect(toApiError(new SyntaxError("bad json")).outcomeUnknown).toBe(true);
  });
});
