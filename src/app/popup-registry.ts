import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { combine, createEffect, sample } from "effector";
import { $isAuthenticated } from "@/entities/session";
import { $popupMode, isMemberPopup, popupShown, type PopupMode } from "@/shared/popup";

type LazyPopup = LazyExoticComponent<ComponentType>;
type PopupLoader = () => Promise<ComponentType>;

/**
 * Popup modules load on demand: none of their code is in the first page load.
 * Each feature exports its popups by name; the host renders the one open.
 */
const loaders: Partial<Record<PopupMode, PopupLoader>> = {};
export const popupModules: Partial<Record<PopupMode, LazyPopup>> = {};

/** Helper for the registry entries below: one loader, used by React.lazy and by the shown model. */
function register<M extends Record<string, unknown>>(mode: PopupMode, load: () => Promise<M>, name: keyof M & string): void {
  const loader = async () => (await load())[name] as ComponentType;
  loaders[mode] = loader;
  popupModules[mode] = lazy(async () => ({ default: await loader() }));
}

register("InformationTab", () => import("./popups/information"), "InformationTabPopup");
// Account journeys (login, registration, password reset, change password).
register("Login", () => import("@/features/login"), "LoginPopup");
register("Register", () => import("@/features/register"), "RegisterPopup");
register("RegisterOtp", () => import("@/features/register"), "RegisterOtpPopup");
register("RegisterSetpassword", () => import("@/features/register"), "RegisterPasswordPopup");
register("RegisterBank", () => import("@/features/register"), "RegisterBankPopup");
register("RegisterFinal", () => import("@/features/register"), "RegisterFinalPopup");
register("Forgetpassword", () => import("@/features/reset-password"), "ForgetPasswordPopup");
register("otpPassword", () => import("@/features/reset-password"), "ResetOtpPopup");
register("otpNewpassword", () => import("@/features/reset-password"), "ResetNewPasswordPopup");
register("otpComplete", () => import("@/features/reset-password"), "ResetCompletePopup");
register("ChangePassword", () => import("@/features/change-password"), "ChangePasswordPopup");
// Money flows (deposit, promotion picker, withdraw).
const deposit = () => import("@/features/deposit");
const withdraw = () => import("@/features/withdraw");
register("DepositReminder", deposit, "DepositReminderPopup");
register("Deposit", deposit, "DepositPopup");
register("Promotion", deposit, "PromotionPopup");
register("DepositProcess", deposit, "DepositProcessPopup");
register("Withdraw", withdraw, "WithdrawPopup");
register("WithdrawProcess", withdraw, "WithdrawProcessPopup");

// ---- popupShown: a popup is on screen, its feature's model loaded with it ----
/** The popup the host renders: the open one, unless it is a member popup and no member is logged in. */
export const $renderedPopup = combine($popupMode, $isAuthenticated, (mode, member): PopupMode | null =>
  mode && (member || !isMemberPopup(mode)) ? mode : null,
);
/** Loads the popup's module (its feature's model comes with it), so the model hears popupShown. */
export const loadPopupFx = createEffect(async (mode: PopupMode) => {
  await loaders[mode]?.();
  return mode;
});
sample({ clock: $renderedPopup.updates, filter: (mode) => mode !== null, fn: (mode) => mode!, target: loadPopupFx });
// Still the one on screen once loaded (not closed or replaced meanwhile).
sample({ clock: loadPopupFx.doneData, source: $renderedPopup, filter: (rendered, mode) => rendered === mode, fn: (_, mode) => mode, target: popupShown });
