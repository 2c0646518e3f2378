// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError, readErrorBody } from "@/shared/api";
import { initI18n } from "@/shared/i18n";
import { applyServerErrors, formErrorMessages } from "./server-errors";

describe("server errors on a form: under the field it has, otherwise in the red list", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  it("applyServerErrors: a known field gets its error, an unknown field's error joins the list", () => {
    const setError = vi.fn();
    const body = readErrorBody({ errors: { phone: ["no such phone"], bank: ["bank closed"], error: ["try later"] } }, 422);
    const { messages } = applyServerErrors(body, setError, ["phone", "password"]);
    expect(setError).toHaveBeenCalledWith("phone", { type: "server", message: "no such phone" }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(messages).toEqual(["try later", "bank closed"]);
  });

  it("formErrorMessages: the fields the form shows stay out of the list; the rest are never dropped", () => {
    const error = readErrorBody({ errors: { amount: ["too much"], phone: ["phone blocked"], bank: "bank closed" } }, 422);
    expect(formErrorMessages(error, ["amount"])).toEqual(["phone blocked", "bank closed"]);
    expect(formErrorMessages(error)).toEqual(["too much", "phone blocked", "bank closed"]);
    expect(formErrorMessages(null)).toEqual([]);
  });

  it("a refusal shows the server's msg; without one, and for an incomplete answer, a translated text", () => {
    expect(formErrorMessages(new ApiError("refused", 200, {}, ["closed today"]))).toEqual(["closed today"]);
    expect(formErrorMessages(new ApiError("refused", 200, {}, []))).toEqual(["The request was not accepted. Please try again or contact support."]);
    expect(formErrorMessages(new ApiError("incomplete", 200, {}, []))).toEqual(["The server's answer was incomplete. Please check before trying again."]);
  });
});
