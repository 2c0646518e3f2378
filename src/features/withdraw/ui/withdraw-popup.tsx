import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button, Dialog, ErrorList } from "@/shared/ui";
import { AmountField, formErrorMessages, MoneyFormActions, useSchemaForm } from "@/shared/lib/form";
import { DIALOG_WIDTH } from "@/shared/config";
import { formatAmount } from "@/shared/lib/format";
import { popupClosed } from "@/shared/popup";
import { BankIdentity } from "@/entities/bank";
import { creditOf, hasBank, TurnoverProgress, useProfile } from "@/entities/profile";
import { $profileReady, $submitError, submitWithdrawFx, withdrawSubmitted } from "../model";
import { withdrawSchema } from "../schema";

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
  const credit = creditOf(profile);
  // An unknown credit never reaches the form (no "NaN" pre-filled).
  return <WithdrawForm defaultAmount={credit === null ? "" : String(Math.trunc(credit))} />;
}

function WithdrawForm({ defaultAmount }: { defaultAmount: string }) {
  const { t } = useTranslation("withdraw");
  const { t: tc } = useTranslation();
  const { profile } = useProfile();
  const [submit, busy, serverError, close] = useUnit([withdrawSubmitted, submitWithdrawFx.pending, $submitError, popupClosed]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(withdrawSchema, { amount: defaultAmount === "0" ? "" : defaultAmount });
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
