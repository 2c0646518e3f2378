import type { Promotion } from "@/shared/api";

/** What a deposit with a promotion would give, from the promotion's terms (R-DATA-4). */
export interface DepositPreview {
  bonus: number;
  /** Turnover to play before a withdrawal; 0 when the promotion asks none. */
  turnover: number;
  /** The amount is above the promotion's `deposit_max` (its range: up to that amount). */
  outOfRange: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;
/** A term the contract leaves optional, or 0: no such term. */
const term = (n: number | undefined) => (n && Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Bonus = fixed bonus + percent of the deposit (up to `deposit_max`), capped at `bonus_max`;
 * turnover = (deposit + bonus) × the multiplier, capped at `turnover_max`. A cap or limit of 0 is
 * "none". Example: 500 with 10 %, × 3 → bonus 50, turnover 1,650. The server decides; this is
 * the preview the player decides on.
 */
export function depositPreview(amount: number, promotion: Promotion): DepositPreview {
  const max = term(promotion.deposit_max);
  const counted = max ? Math.min(amount, max) : amount;
  let bonus = term(promotion.bonus_fixed) + (counted * term(promotion.bonus_percent)) / 100;
  if (term(promotion.bonus_max)) bonus = Math.min(bonus, term(promotion.bonus_max));
  bonus = cents(bonus);
  const multiplier = term(promotion.turnover);
  let turnover = multiplier ? (amount + bonus) * multiplier : 0;
  if (multiplier && term(promotion.turnover_max)) turnover = Math.min(turnover, term(promotion.turnover_max));
  return { bonus, turnover: cents(turnover), outOfRange: max > 0 && amount > max };
}

/** 10 → "10", 2.5 → "2.5": percentages and multipliers as people write them. */
export function plainNumber(n: number): string {
  return String(cents(n));
}
