// @vitest-environment node
import { allSettled, fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { $popupMode, popupShown } from "@/shared/popup";
import { confirmOtpBaseFx, confirmPasswordBaseFx, startResetFx } from "../api/reset-password";
import { $reset, confirmOtpFx, confirmPasswordFx, resetFinished } from "./reset";
import { startSchema } from "./schemas";

describe("password reset model", () => {
  it("phone → OTP → new password → complete, carrying phone, customer id, token and OTP", async () => {
    const otp = vi.fn(async () => ({ success: true }));
    const pw = vi.fn(async () => ({ success: true }));
    const scope = fork({
      handlers: [
        [startResetFx, async () => ({ success: true, token: "rst_1" })],
        [confirmOtpBaseFx, otp],
        [confirmPasswordBaseFx, pw],
      ],
    });
    await allSettled(startResetFx, { scope, params: { phone: "0812345678", game_username: "" } });
    expect(scope.getState($reset)).toMatchObject({ step: "otp", token: "rst_1" });
    expect(scope.getState($popupMode)).toBe("otpPassword");
    await allSettled(confirmOtpFx, { scope, params: "123456" });
    expect(otp).toHaveBeenCalledWith({ phone: "0812345678", game_username: "", token: "rst_1", otp: "123456" });
    expect(scope.getState($popupMode)).toBe("otpNewpassword");
    await allSettled(confirmPasswordFx, { scope, params: { password: "Lobby2026b", password_confirmation: "Lobby2026b" } });
    expect(pw).toHaveBeenCalledWith({
      phone: "0812345678",
      game_username: "",
      token: "rst_1",
      otp: "123456",
      password: "Lobby2026b",
      password_confirmation: "Lobby2026b",
    });
    expect(scope.getState($reset)).toMatchObject({ step: "complete", token: "", otp: "" });
    expect(scope.getState($popupMode)).toBe("otpComplete");
  });

  it("a wrong OTP keeps the OTP step; reopening resumes it; finishing starts over", async () => {
    const scope = fork({
      values: [[$reset, { step: "otp", phone: "0812345678", game_username: "", token: "rst_1", otp: "" }]],
      handlers: [[confirmOtpBaseFx, async () => Promise.reject(new Error("422"))]],
    });
    await allSettled(confirmOtpFx, { scope, params: "000000" });
    expect(scope.getState($reset).step).toBe("otp");
    await allSettled(popupShown, { scope, params: "Login" });
    expect(scope.getState($popupMode)).toBeNull();
    // Its first popup on screen again (the login's link, /forgetpassword): back at the OTP step.
    await allSettled(popupShown, { scope, params: "Forgetpassword" });
    expect(scope.getState($popupMode)).toBe("otpPassword");
    await allSettled(resetFinished, { scope });
    expect(scope.getState($reset).step).toBe("phone");
  });

  it("the customer id is optional", () => {
    expect(startSchema.safeParse({ phone: "0812345678", game_username: "" }).success).toBe(true);
    expect(startSchema.safeParse({ phone: "", game_username: "" }).success).toBe(false);
  });
});
