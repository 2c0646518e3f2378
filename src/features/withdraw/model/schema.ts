import { z } from "@/shared/lib/zod";
import type { WithdrawBody } from "@/shared/api";
import { amountRule, type Expect, type FitsBody } from "@/shared/lib/form";

/** The withdraw form (R-VAL-5): the amount is required ('จำนวนเงินที่ต้องการถอน') and numeric. The phone comes from the profile. */
export const withdrawSchema = z.object({ amount: amountRule("form.amountRequired", "form.amountInvalid") });
export type WithdrawFormValues = z.output<typeof withdrawSchema>;
/** @public A compile-time check that the form's output fits the contract's body. */
export type _WithdrawContract = Expect<FitsBody<WithdrawFormValues, WithdrawBody>>;
