// No zod or form library here: the game search box imports this on every game page.

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
