/** Business constants (docs/requirements.md, R-LIM). */
export const CREDIT_POLL_MS = 5_000;
export const CREDIT_POLL_MAX_UNFINISHED = 2; // stops when the count exceeds 2 (the third poll)
export const DEPOSIT_COUNTDOWN_MS = 900_000;
export const WITHDRAW_COUNTDOWN_MS = 1_800_000;
export const PENDING_POLL_MS = 10_000;
export const LOW_CREDIT_HINT_BAHT = 20;
export const MIN_LAUNCH_CREDIT = 1; // launch blocked at credit <= 1
export const STICKY_HEADER_PX = 330;
export const COPY_TOOLTIP_MS = 1_000;
export const NOTIFICATION_MS = 8_000;
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_DAYS = 365;
/** Spec gives 2592e6 with no unit; read as milliseconds = 30 days (see docs/product-decisions.md). */
export const CLICK_COOKIE = "adskeeper";
export const CLICK_COOKIE_MS = 2_592e6;
export const AFFILIATE_COOKIE = "affiliate";
export const REFERRAL_COOKIE = "referral";
export const DIALOG_WIDTH = { deposit: 600, notification: 500, info: 450 } as const;
export const GAME_FRAME_HEIGHT = 700;
/** No call may keep a spinner up for ever: a request without an answer after 20 s fails as a timeout. */
export const API_TIMEOUT_MS = 20_000;

/**
 * Longest value each field takes. Digits fields are cut after Thai digits are normalised
 * (numericInput); text fields get the input's maxLength. Names and LINE ids have no limit in
 * the spec: these are generous caps so a pasted page of text never reaches the server.
 */
export const FIELD_MAX = {
  phone: 10,
  otp: 6,
  accountNumber: 15,
  accountName: 100,
  line: 50,
  customerId: 30,
  /** Login takes passwords made before today's 8-15 rule. */
  loginPassword: 64,
  amount: 15,
  bonusId: 9,
  search: 100,
} as const;
