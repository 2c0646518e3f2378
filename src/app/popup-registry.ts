import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { combine, createEffect, sample } from "effector";
import { $isAuthenticated } from "@/entities/session";
import { $popupMode, isMemberPopup, popupShown, type PopupMode } from "@/shared/popup";

type LazyPopup = LazyExoticComponent<ComponentType>;
type PopupLoader = () => Promise<ComponentType>;

/** A popup's component, named by its module's export; loaded on demand. */
const from =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): PopupLoader =>
  async () =>
    (await load())[name] as ComponentType;
const register = () => import("@/features/register");
const resetPassword = () => import("@/features/reset-password");
const deposit = () => import("./popups/deposit");
const withdraw = () => import("@/features/withdraw");

/**
 * Popup modules load on demand: none of their code is in the first page load. Each feature exports
 * its popups by name; the host renders the one open. One entry per popup of shared/popup's list
 * (popups.json): the type checker fails on a popup without its code.
 */
const loaders: Record<PopupMode, PopupLoader> = {
  InformationTab: from(() => import("./popups/information"), "InformationTabPopup"),
  // Account journeys (login, registration, password reset, change password).
  Login: from(() => import("@/features/login"), "LoginPopup"),
  Register: from(register, "RegisterPopup"),
  RegisterOtp: from(register, "RegisterOtpPopup"),
  RegisterSetpassword: from(register, "RegisterPasswordPopup"),
  RegisterBank: from(register, "RegisterBankPopup"),
  RegisterFinal: from(register, "RegisterFinalPopup"),
  Forgetpassword: from(resetPassword, "ForgetPasswordPopup"),
  otpPassword: from(resetPassword, "ResetOtpPopup"),
  otpNewpassword: from(resetPassword, "ResetNewPasswordPopup"),
  otpComplete: from(resetPassword, "ResetCompletePopup"),
  ChangePassword: from(() => import("@/features/change-password"), "ChangePasswordPopup"),
  // Money flows (deposit, promotion picker, withdraw).
  DepositReminder: from(deposit, "DepositReminderPopup"),
  Deposit: from(deposit, "DepositPopup"),
  Promotion: from(deposit, "PromotionPopup"),
  DepositProcess: from(deposit, "DepositProcessPopup"),
  Withdraw: from(withdraw, "WithdrawPopup"),
  WithdrawProcess: from(withdraw, "WithdrawProcessPopup"),
};
export const popupModules = Object.fromEntries(Object.entries(loaders).map(([mode, load]) => [mode, lazy(async () => ({ default: await load() }))])) as Record<
  PopupMode,
  LazyPopup
>;

// ---- popupShown: a popup is on screen, its feature's model loaded with it ----
/** The popup the host renders: the open one, unless it is a member popup and no member is logged in. */
export const $renderedPopup = combine($popupMode, $isAuthenticated, (mode, member): PopupMode | null =>
  mode && (member || !isMemberPopup(mode)) ? mode : null,
);
/** Loads the popup's module (its feature's model comes with it), so the model hears popupShown. */
export const loadPopupFx = createEffect(async (mode: PopupMode) => {
  await loaders[mode]();
  return mode;
});
sample({ clock: $renderedPopup.updates, filter: (mode) => mode !== null, fn: (mode) => mode!, target: loadPopupFx });
// Still the one on screen once loaded (not closed or replaced meanwhile).
sample({ clock: loadPopupFx.doneData, source: $renderedPopup, filter: (rendered, mode) => rendered === mode, fn: (_, mode) => mode, target: popupShown });
