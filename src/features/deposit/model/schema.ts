import { z } from "@/shared/lib/zod";
import type { DepositBody } from "@/shared/api";
import { amountRule, type Expect, type FitsBody } from "@/shared/lib/form";

/**
 * The deposit form (R-VAL-4): the amount is required and numeric; a promotion choice is
 * required whenever any is offered ("ไม่รับโปรโมชั่น" counts: it is sent as promotion_id 0, as is
 * "none offered"). Messages are keys of the deposit dictionary.
 */
export const depositSchema = (promotionRequired: boolean) =>
  z.object({
    amount: amountRule("form.amountRequired", "form.amountInvalid"),
    promotion_id: z
      .number()
      .int()
      .min(0)
      .nullable()
      .refine((id) => !promotionRequired || id !== null, "form.promotionRequired")
      .transform((id) => id ?? 0),
  });
/** What the player edits: the typed amount and the chosen promotion's id (null: not chosen yet). */
export type DepositFormInput = z.input<ReturnType<typeof depositSchema>>;
/** What is sent. */
export type DepositFormValues = z.output<ReturnType<typeof depositSchema>>;
/** @public A compile-time check that the form's output fits the contract's body. */
export type _DepositContract = Expect<FitsBody<DepositFormValues, DepositBody>>;
