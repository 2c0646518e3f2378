import { createEvent, createStore, sample } from "effector";

/** Every popup in spec section 2; exactly one is open at a time. */
export const POPUP_MODES = [
  "Login",
  "Register",
  "RegisterOtp",
  "RegisterSetpassword",
  "RegisterBank",
  "RegisterFinal",
  "Forgetpassword",
  "otpPassword",
  "otpNewpassword",
  "otpComplete",
  "ChangePassword",
  "Promotion",
  "InformationTab",
  "DepositReminder",
  "Deposit",
  "DepositProcess",
  "Withdraw",
  "WithdrawProcess",
] as const;
export type PopupMode = (typeof POPUP_MODES)[number];

/** Popups that render only for members (spec section 6). */
export const MEMBER_POPUPS: ReadonlySet<PopupMode> = new Set<PopupMode>([
  "ChangePassword",
  "Promotion",
  "InformationTab",
  "DepositReminder",
  "Deposit",
  "DepositProcess",
  "Withdraw",
  "WithdrawProcess",
]);

export const popupOpened = createEvent<PopupMode>();
export const popupClosed = createEvent();
/** Closes only if the given popup is the open one (avoids closing a popup that replaced it). */
export const popupDismissed = createEvent<PopupMode>();

export const $popupMode = createStore<PopupMode | null>(null)
  .on(popupOpened, (_, mode) => mode)
  .reset(popupClosed);

sample({
  clock: popupDismissed,
  source: $popupMode,
  filter: (open, mode) => open === mode,
  target: popupClosed,
});
