import { attach, createEffect, createEvent, createStore, sample } from "effector";
import type { RegisterBankBody, RegisterPasswordBody } from "@/shared/api";
import { loggedIn } from "@/entities/session";
import { popupShown, stepPopups, type PopupMode } from "@/shared/popup";
import { autoLoginFx, registerBankFx, registerOtpFx, registerPasswordFx, registerPhoneFx } from "../api/register";

/**
 * Registration process (R-FLOW-2): phone → (OTP skipped: token issued) →
 * password → bank account → final, where the member is logged in automatically
 * when phone and password were kept. Kept in memory only, so an accidental close
 * resumes at the same step during this visit; a reload starts over (the
 * password never touches storage, and the temporary token goes with it).
 */
export type RegisterStep = "phone" | "otp" | "password" | "bank" | "final";

export interface RegistrationDraft {
  step: RegisterStep;
  phone: string | null;
  /** Registration session token from register/phone, when the backend issues one. */
  token: string | null;
  /** Temporary bearer from register/otp, for register/password and register/bank-account only. */
  accessToken: string | null;
  expiresIn: number | null;
  /** Kept in memory for the automatic login at the end, then dropped. */
  password: string | null;
}

const STEP_POPUP: Record<RegisterStep, PopupMode> = {
  phone: "Register",
  otp: "RegisterOtp",
  password: "RegisterSetpassword",
  bank: "RegisterBank",
  final: "RegisterFinal",
};

/** R-VAL-10: the skipped OTP is sent as four zeros with the bypass flag. */
const BYPASS_OTP = "0000";

const EMPTY: RegistrationDraft = { step: "phone", phone: null, token: null, accessToken: null, expiresIn: null, password: null };

export const $registration = createStore<RegistrationDraft>(EMPTY, { serialize: "ignore" });
export const $registrationStep = $registration.map((r) => r.step);

/** The phone popup opened (route /register or a button): resume where the player left off. */
const registerOpened = createEvent();
sample({ clock: popupShown, filter: (mode) => mode === "Register", target: registerOpened });
/** Final popup confirmed or closed: the draft is done (the caller navigates, which closes the popup). */
export const registrationFinished = createEvent();

export interface PhoneStepParams {
  phone: string;
  /** features.realOtp: the backend sends an SMS and the player types the code. */
  realOtp: boolean;
  referrer: { affiliate_key?: string; referral_key?: string };
}

/** Step 1: register/phone, then (OTP skipped) register/otp with the placeholder right away. */
export const submitPhoneFx = createEffect(async ({ phone, realOtp, referrer }: PhoneStepParams) => {
  const started = await registerPhoneFx({ phone, no_otp: !realOtp, ...referrer });
  const token = started.token ?? null;
  if (realOtp) return { phone, token, issued: null };
  const issued = await registerOtpFx({ phone, otp: BYPASS_OTP, bypass: true, ...(token ? { token } : {}) });
  return { phone, token, issued };
});

/** Real-OTP mode: the code the player received. */
export const submitOtpFx = attach({
  source: $registration,
  mapParams: (otp: string, reg) => ({ phone: reg.phone ?? "", otp, bypass: false, ...(reg.token ? { token: reg.token } : {}) }),
  effect: registerOtpFx,
});

export const submitPasswordFx = attach({
  source: $registration,
  mapParams: (body: RegisterPasswordBody, reg) => ({ body, accessToken: reg.accessToken }),
  effect: registerPasswordFx,
});

export const submitBankFx = attach({
  source: $registration,
  mapParams: (form: Omit<RegisterBankBody, "phone">, reg) => ({ body: { ...form, phone: reg.phone ?? "" }, accessToken: reg.accessToken }),
  effect: registerBankFx,
});

/** A logged-in member without a bank adds one (deposit, withdraw and info send them here); their session token is the bearer. */
export const memberBankFx = createEffect((body: RegisterBankBody) => registerBankFx({ body, accessToken: null }));

export const finalLoginFx = attach({
  source: $registration,
  mapParams: (_: void, reg) => ({ phone: reg.phone ?? "", password: reg.password ?? "" }),
  effect: autoLoginFx,
});

$registration
  .on(submitPhoneFx.doneData, (_, { phone, token, issued }) => ({
    ...EMPTY,
    phone,
    token,
    step: issued ? "password" : "otp",
    accessToken: issued?.access_token ?? null,
    expiresIn: issued?.expires_in ?? null,
  }))
  .on(submitOtpFx.doneData, (reg, issued) => ({ ...reg, step: "password", accessToken: issued.access_token, expiresIn: issued.expires_in ?? null }))
  // The registration session token is spent once the password is set; the bearer stays for the bank step.
  .on(submitPasswordFx.done, (reg, { params }) => ({ ...reg, step: "bank", token: null, password: params.password }))
  .on(submitBankFx.done, (reg) => ({ ...reg, step: "final", accessToken: null, expiresIn: null }))
  .on(finalLoginFx.finally, (reg) => ({ ...reg, password: null }))
  .reset(registrationFinished);

// Each finished step opens the next popup; reopening resumes.
stepPopups({
  $step: $registrationStep,
  popups: STEP_POPUP,
  first: "phone",
  advanced: [submitPhoneFx.done, submitOtpFx.done, submitPasswordFx.done, submitBankFx.done],
  resumed: registerOpened,
});

// Final: log in with the phone and password kept from this registration (a real login, real expiry).
sample({
  clock: submitBankFx.done,
  source: $registration,
  filter: (reg) => Boolean(reg.phone && reg.password),
  target: finalLoginFx,
});
sample({
  clock: finalLoginFx.doneData,
  fn: ({ access_token, expires_in }) => ({ access_token, expires_in }),
  target: loggedIn,
});
