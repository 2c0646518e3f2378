// @vitest-environment node
import { allSettled, fork, type Effect } from "effector";
import { describe, expect, it, vi } from "vitest";
import { $isAuthenticated } from "@/entities/session";
import { $popupMode, popupShown } from "@/shared/popup";
import { ApiError } from "@/shared/api";
import { autoLoginFx, registerBankFx, registerOtpFx, registerPasswordFx, registerPhoneFx } from "../api/register";
import {
  $registration,
  finalLoginFx,
  registrationFinished,
  submitBankFx,
  submitOtpFx,
  submitPasswordFx,
  submitPhoneFx,
  type RegistrationDraft,
} from "./registration";

const token = { access_token: "tmp-token", token_type: "bearer" as const, expires_in: 3600 };
const bank = { bank: "kbank" as const, account_number: "0123456789", name: "สมชาย ใจดี", line: "somchai" };

// Same shape as effector's own (unexported) Handlers type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-function-type
type HandlerList = Array<[Effect<any, any, any>, Function]>;

function scopeWith(values: Partial<RegistrationDraft> = {}, handlers: HandlerList = []) {
  const draft: RegistrationDraft = { step: "phone", phone: null, token: null, accessToken: null, expiresIn: null, password: null, ...values };
  return fork({ values: [[$registration, draft]], handlers });
}

describe("registration model", () => {
  it("phone step (OTP skipped) sends no_otp + referrer, then the 0000 bypass, and opens the password step", async () => {
    const phone = vi.fn(async () => ({ success: true, token: "reg_1" }));
    const otp = vi.fn(async () => token);
    const scope = scopeWith({}, [
      [registerPhoneFx, phone],
      [registerOtpFx, otp],
    ]);
    await allSettled(submitPhoneFx, { scope, params: { phone: "0812345678", realOtp: false, referrer: { affiliate_key: "ABC" } } });
    expect(phone).toHaveBeenCalledWith({ phone: "0812345678", no_otp: true, affiliate_key: "ABC" });
    expect(otp).toHaveBeenCalledWith({ phone: "0812345678", otp: "0000", bypass: true, token: "reg_1" });
    expect(scope.getState($registration)).toMatchObject({ step: "password", phone: "0812345678", token: "reg_1", accessToken: "tmp-token", expiresIn: 3600 });
    expect(scope.getState($popupMode)).toBe("RegisterSetpassword");
  });

  it("real-OTP mode stops at the OTP step, then the typed code issues the token", async () => {
    const otp = vi.fn(async () => token);
    const scope = scopeWith({}, [
      [registerPhoneFx, async () => ({ success: true })],
      [registerOtpFx, otp],
    ]);
    await allSettled(submitPhoneFx, { scope, params: { phone: "0812345678", realOtp: true, referrer: {} } });
    expect(otp).not.toHaveBeenCalled();
    expect(scope.getState($registration).step).toBe("otp");
    expect(scope.getState($popupMode)).toBe("RegisterOtp");
    await allSettled(submitOtpFx, { scope, params: "123456" });
    expect(otp).toHaveBeenCalledWith({ phone: "0812345678", otp: "123456", bypass: false });
    expect(scope.getState($registration)).toMatchObject({ step: "password", accessToken: "tmp-token" });
    expect(scope.getState($popupMode)).toBe("RegisterSetpassword");
  });

  it("a rejected phone keeps the player on step 1", async () => {
    const scope = scopeWith({}, [[registerPhoneFx, async () => Promise.reject(new ApiError("http", 422, { phone: "used" }, []))]]);
    await allSettled(submitPhoneFx, { scope, params: { phone: "0812345678", realOtp: false, referrer: {} } });
    expect(scope.getState($registration).step).toBe("phone");
    expect(scope.getState($popupMode)).toBeNull();
  });

  it("password step uses the temporary bearer, clears the session token, keeps the password in memory", async () => {
    const pw = vi.fn(async () => ({ success: true }));
    const scope = scopeWith({ step: "password", phone: "0812345678", token: "reg_1", accessToken: "tmp-token", expiresIn: 3600 }, [[registerPasswordFx, pw]]);
    await allSettled(submitPasswordFx, { scope, params: { password: "Lobby2026a", password_confirmation: "Lobby2026a" } });
    expect(pw).toHaveBeenCalledWith({ body: { password: "Lobby2026a", password_confirmation: "Lobby2026a" }, accessToken: "tmp-token" });
    expect(scope.getState($registration)).toMatchObject({ step: "bank", token: null, password: "Lobby2026a", accessToken: "tmp-token" });
    expect(scope.getState($popupMode)).toBe("RegisterBank");
  });

  it("bank step adds the phone, then logs in with the kept phone and password and forgets both tokens and the password", async () => {
    const bankFx = vi.fn(async () => ({ success: true }));
    const login = vi.fn(async () => ({ ...token, access_token: "member-token" }));
    const scope = scopeWith({ step: "bank", phone: "0812345678", accessToken: "tmp-token", expiresIn: 3600, password: "Lobby2026a" }, [
      [registerBankFx, bankFx],
      [autoLoginFx, login],
    ]);
    await allSettled(submitBankFx, { scope, params: bank });
    expect(bankFx).toHaveBeenCalledWith({ body: { ...bank, phone: "0812345678" }, accessToken: "tmp-token" });
    expect(login).toHaveBeenCalledWith({ phone: "0812345678", password: "Lobby2026a" });
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($registration)).toMatchObject({ step: "final", accessToken: null, password: null });
    expect(scope.getState($popupMode)).toBe("RegisterFinal");
  });

  it("without a kept password the final step offers the login button instead (no automatic login)", async () => {
    const login = vi.fn(async () => token);
    const scope = scopeWith({ step: "bank", phone: "0812345678", accessToken: "tmp-token", password: null }, [
      [registerBankFx, async () => ({ success: true })],
      [autoLoginFx, login],
    ]);
    await allSettled(submitBankFx, { scope, params: bank });
    expect(login).not.toHaveBeenCalled();
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($registration).step).toBe("final");
  });

  it("a failed automatic login still drops the password", async () => {
    const scope = scopeWith({ step: "final", phone: "0812345678", password: "Lobby2026a" }, [[autoLoginFx, async () => Promise.reject(new Error("x"))]]);
    await allSettled(finalLoginFx, { scope });
    expect(scope.getState($registration).password).toBeNull();
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it("reopening registration (its first popup on screen) resumes the step the player was on", async () => {
    const scope = scopeWith({ step: "bank", phone: "0812345678" });
    await allSettled(popupShown, { scope, params: "Register" });
    expect(scope.getState($popupMode)).toBe("RegisterBank");
    const fresh = scopeWith();
    await allSettled(popupShown, { scope: fresh, params: "Register" });
    expect(fresh.getState($popupMode)).toBeNull();
  });

  it("another popup on screen leaves the registration where it is", async () => {
    const scope = scopeWith({ step: "bank", phone: "0812345678" });
    await allSettled(popupShown, { scope, params: "Login" });
    expect(scope.getState($popupMode)).toBeNull();
  });

  it("finishing clears the draft", async () => {
    const scope = fork({
      values: [
        [$registration, { step: "final", phone: "0812345678", token: null, accessToken: null, expiresIn: null, password: null }],
        [$popupMode, "RegisterFinal"],
      ],
    });
    await allSettled(registrationFinished, { scope });
    expect(scope.getState($registration).step).toBe("phone");
    expect(scope.getState($registration).phone).toBeNull();
  });
});
