import { attach, createEvent, createStore, sample } from "effector";
import type { ResetPasswordBody } from "@/shared/api";
import { popupShown, stepPopups, type PopupMode } from "@/shared/popup";
import { confirmOtpBaseFx, confirmPasswordBaseFx, startResetFx } from "../api/reset-password";

/**
 * Forgot password (R-FLOW-3): phone → OTP → new password → complete → login.
 * In memory for this visit: an accidental close resumes at the same step.
 */
export type ResetStep = "phone" | "otp" | "password" | "complete";

export interface ResetDraft {
  step: ResetStep;
  phone: string;
  game_username: string;
  token: string;
  otp: string;
}

const RESET_STEP_POPUP: Record<ResetStep, PopupMode> = {
  phone: "Forgetpassword",
  otp: "otpPassword",
  password: "otpNewpassword",
  complete: "otpComplete",
};

const EMPTY: ResetDraft = { step: "phone", phone: "", game_username: "", token: "", otp: "" };

export const $reset = createStore<ResetDraft>(EMPTY, { serialize: "ignore" });
const $resetStep = $reset.map((r) => r.step);
const resetOpened = createEvent();
/** The phone popup on screen (route /forgetpassword or the login's link): resume where the player left off. */
sample({ clock: popupShown, filter: (mode) => mode === "Forgetpassword", target: resetOpened });
export const resetFinished = createEvent();

export const confirmOtpFx = attach({
  source: $reset,
  mapParams: (otp: string, r) => ({ phone: r.phone, game_username: r.game_username, token: r.token, otp }),
  effect: confirmOtpBaseFx,
});

export const confirmPasswordFx = attach({
  source: $reset,
  mapParams: (form: Pick<ResetPasswordBody, "password" | "password_confirmation">, r) => ({
    phone: r.phone,
    game_username: r.game_username,
    token: r.token,
    otp: r.otp,
    ...form,
  }),
  effect: confirmPasswordBaseFx,
});

$reset
  .on(startResetFx.done, (_, { params, result }) => ({ ...EMPTY, step: "otp", phone: params.phone, game_username: params.game_username, token: result.token }))
  .on(confirmOtpFx.done, (r, { params }) => ({ ...r, step: "password", otp: params }))
  // The reset session is spent: keep nothing but the step.
  .on(confirmPasswordFx.done, () => ({ ...EMPTY, step: "complete" }))
  .reset(resetFinished);

stepPopups({
  $step: $resetStep,
  popups: RESET_STEP_POPUP,
  first: "phone",
  advanced: [startResetFx.done, confirmOtpFx.done, confirmPasswordFx.done],
  resumed: resetOpened,
});
