import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { ErrorList } from "@/shared/ui/feedback";
import { AmountField, formErrorMessages, MoneyFormActions, useSchemaForm } from "@/shared/lib/form";
import { DIALOG_WIDTH } from "@/shared/config";
import { formatAmount } from "@/shared/lib/format";
import { popupClosed } from "@/shared/popup";
import { BankIdentity } from "@/entities/bank";
import type { Profile } from "@/shared/api";
import { creditOf, hasBank, TurnoverProgress, useProfile } from "@/entities/profile";
import { $profileReady, $submitError, submitWithdrawFx, withdrawSubmitted } from "../model/withdraw";
import { withdrawSchema } from "../model/schema";
import styles from "./withdraw-popup.module.css";

/** A credit above this (baht) is not believed enough to pre-fill: the player types the amount. */
const MAX_PREFILL = 100_000_000;

/** Turnover still to play before the server lets the money out (current promotion), or 0. */
function turnoverLeft(profile: Profile): number {
  const promo = profile.current_promotion;
  if (!promo || !Number.isFinite(promo.turnover_needed) || !Number.isFinite(promo.turnover)) return 0;
  return Math.max(0, promo.turnover_needed - promo.turnover);
}

/**
 * The amount the form starts with (R-VAL-5: the integer part of the credit), unless the
 * server would refuse it: turnover still to play, or a credit that is unknown, negative, below one
 * baht or absurd. Then the field starts empty and the player types what they mean.
 */
function prefilledAmount(credit: number | null, left: number): string {
  if (left > 0 || credit === null || !Number.isFinite(credit) || credit < 1 || credit > MAX_PREFILL) return "";
  return String(Math.trunc(credit));
}

/** Withdraw to the registered bank; the amount defaults to the integer part of the credit. */
export function WithdrawPopup() {
  const [ready, close] = useUnit([$profileReady, popupClosed]);
  const { profile } = useProfile();
  const { t } = useTranslation("withdraw");
  const { t: tc } = useTranslation();
  if (!ready || !profile) return null;
  if (!hasBank(profile)) {
    return (
      <Dialog
        open
        title={t("form.title")}
        width={DIALOG_WIDTH.notification}
        onClose={() => close()}
        footer={
          <Button variant="secondary" onClick={() => close()}>
            {tc("cancel")}
          </Button>
        }
      >
        <p>{t("form.noBank")}</p>
      </Dialog>
    );
  }
  const left = turnoverLeft(profile);
  return <WithdrawForm defaultAmount={prefilledAmount(creditOf(profile), left)} turnoverLeft={left} />;
}

function WithdrawForm({ defaultAmount, turnoverLeft: left }: { defaultAmount: string; turnoverLeft: number }) {
  const { t } = useTranslation("withdraw");
  const { t: tc } = useTranslation();
  const { profile } = useProfile();
  const [submit, busy, serverError, close] = useUnit([withdrawSubmitted, submitWithdrawFx.pending, $submitError, popupClosed]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(withdrawSchema, { amount: defaultAmount });
  const onSubmit = handleSubmit((values) => submit(values));
  return (
    <Dialog open title={t("form.title")} width={DIALOG_WIDTH.deposit} onClose={() => close()}>
      <form className="money-form" onSubmit={onSubmit} noValidate>
        <div className="bank-card">
          <dl className="process-facts">
            <dt>{t("form.bank")}</dt>
            <dd>
              <BankIdentity code={profile?.bank} size={32} />
            </dd>
            <dt>{t("form.accountNumber")}</dt>
            <dd>{profile?.account_number}</dd>
            <dt>{t("form.accountName")}</dt>
            <dd>{profile?.name}</dd>
          </dl>
        </div>
        <p className="money-balance">
          {tc("member.credit")}: <strong>{formatAmount(creditOf(profile))}</strong> {tc("baht")}
        </p>
        <TurnoverProgress />
        {left > 0 ? (
          // Before the amount: why nothing is filled in, and that trying is still allowed.
          <div className={styles.withdrawTurnoverLeft} role="note" data-testid="turnover-left">
            <p>
              <strong>{t("form.turnoverLeft", { amount: formatAmount(left) })}</strong>
            </p>
            <p>{t("form.turnoverWarn")}</p>
          </div>
        ) : null}
        <AmountField
          label={t("form.amount")}
          error={errors.amount?.message ? t(errors.amount.message) : serverError?.fieldErrors.amount}
          {...register("amount")}
        />
        <ErrorList messages={formErrorMessages(serverError, ["amount"])} />
        <MoneyFormActions submitLabel={t("form.submit")} busy={busy} onCancel={close} />
      </form>
    </Dialog>
  );
}
