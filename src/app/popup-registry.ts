import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PopupMode } from "@/shared/popup";

type LazyPopup = LazyExoticComponent<ComponentType>;

/**
 * Popup modules load on demand: none of their code is in the first page load.
 * Each feature exports its popups by name; the host renders the one open.
 */
export const popupModules: Partial<Record<PopupMode, LazyPopup>> = {};

/** Helper for the registry entries below. */
function lazyPopup<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyPopup {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

popupModules.InformationTab = lazyPopup(() => import("./popups/information"), "InformationTabPopup");
// Account journeys (login, registration, password reset, change password).
popupModules.Login = lazyPopup(() => import("@/features/login"), "LoginPopup");
popupModules.Register = lazyPopup(() => import("@/features/register"), "RegisterPopup");
popupModules.RegisterOtp = lazyPopup(() => import("@/features/register"), "RegisterOtpPopup");
popupModules.RegisterSetpassword = lazyPopup(() => import("@/features/register"), "RegisterPasswordPopup");
popupModules.RegisterBank = lazyPopup(() => import("@/features/register"), "RegisterBankPopup");
popupModules.RegisterFinal = lazyPopup(() => import("@/features/register"), "RegisterFinalPopup");
popupModules.Forgetpassword = lazyPopup(() => import("@/features/reset-password"), "ForgetPasswordPopup");
popupModules.otpPassword = lazyPopup(() => import("@/features/reset-password"), "ResetOtpPopup");
popupModules.otpNewpassword = lazyPopup(() => import("@/features/reset-password"), "ResetNewPasswordPopup");
popupModules.otpComplete = lazyPopup(() => import("@/features/reset-password"), "ResetCompletePopup");
popupModules.ChangePassword = lazyPopup(() => import("@/features/change-password"), "ChangePasswordPopup");
// Money flows (deposit, promotion picker, withdraw).
const deposit = () => import("@/features/deposit");
const withdraw = () => import("@/features/withdraw");
popupModules.DepositReminder = lazyPopup(deposit, "DepositReminderPopup");
popupModules.Deposit = lazyPopup(deposit, "DepositPopup");
popupModules.Promotion = lazyPopup(deposit, "PromotionPopup");
popupModules.DepositProcess = lazyPopup(deposit, "DepositProcessPopup");
popupModules.Withdraw = lazyPopup(withdraw, "WithdrawPopup");
popupModules.WithdrawProcess = lazyPopup(withdraw, "WithdrawProcessPopup");
