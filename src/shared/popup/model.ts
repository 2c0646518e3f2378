import { createEvent, createStore, sample } from "effector";

/**
 * Every popup in spec section 2 (exactly one is open at a time), listed once: whether it renders
 * only for members (spec section 6) is part of its entry.
 */
const POPUPS = {
  Login: { member: false },
  Register: { member: false },
  RegisterOtp: { member: false },
  RegisterSetpassword: { member: false },
  RegisterBank: { member: false },
  RegisterFinal: { member: false },
  Forgetpassword: { member: false },
  otpPassword: { member: false },
  otpNewpassword: { member: false },
  otpComplete: { member: false },
  ChangePassword: { member: true },
  Promotion: { member: true },
  InformationTab: { member: true },
  DepositReminder: { member: true },
  Deposit: { member: true },
  DepositProcess: { member: true },
  Withdraw: { member: true },
  WithdrawProcess: { member: true },
} as const satisfies Record<string, { member: boolean }>;
export type PopupMode = keyof typeof POPUPS;

export const isPopupMode = (value: unknown): value is PopupMode => typeof value === "string" && Object.hasOwn(POPUPS, value);
/** Info, deposit, withdraw and change-password popups render only for members (spec section 6). */
export const isMemberPopup = (mode: PopupMode): boolean => POPUPS[mode].member;

export const popupOpened = createEvent<PopupMode>();
export const popupClosed = createEvent();
/**
 * A popup is on screen: its code is loaded and, for a member popup, a member is logged in. Fired by
 * the app's popup registry; a feature starts a popup's work from it (not from a component's mount).
 */
export const popupShown = createEvent<PopupMode>();
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
