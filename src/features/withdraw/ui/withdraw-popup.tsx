import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button, Dialog, ErrorList } from "@/shared/ui";
import { AmountField, amountRules, formErrorMessages, MoneyFormActions, parseAmount } from "@/shared/lib/form";
import { DIALOG_WIDTH } from "@/shared/config";
import { formatAmount } from "@/shared/lib/format";
import { popupClosed } from "@/shared/popup";
import { BankLogo, findBank } from "@/entities/bank";
import { creditOf, hasBank, useProfile } from "@/entities/profile";
import { $profileReady, $submitError, submitWithdrawFx, withdrawOpened, withdrawSubmitted } from "../model";

/** Withdraw to the registered bank; the amount defaults to the integer part of the credit. */
export function WithdrawPopup() {
  const [opened, ready, close] = useUnit([withdrawOpened, $profileReady, popupClosed]);
  const { profile } = useProfile();
  const { t } = useTranslation("withdraw");
  const { t: tc } = useTranslation();
  useEffect(() => {
    opened();
  }, [opened]);
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
  } = useForm<{ amount: string }>({ defaultValues: { amount: defaultAmount === "0" ? "" : defaultAmount }, mode: "onTouched" });
  const bank = findBank(profile?.bank);
  const onSubmit = handleSubmit(({ amount }) => submit({ amount: parseAmount(amount)! }));
  return (
    <Dialog open title={t("form.title")} width={DIALOG_WIDTH.deposit} onClose={() => close()}>
      <form className="money-form" onSubmit={onSubmit} noValidate>
        <div className="bank-card">
          {bank ? <BankLogo bank={bank} /> : null}
          <dl className="process-facts">
            <dt>{t("form.bank")}</dt>
            <dd>{bank?.thai_name ?? profile?.bank}</dd>
            <dt>{t("form.accountNumber")}</dt>
            <dd>{profile?.account_number}</dd>
            <dt>{t("form.accountName")}</dt>
            <dd>{profile?.name}</dd>
          </dl>
        </div>
        <p className="money-balance">
          {tc("member.credit")}: <strong>{formatAmount(creditOf(profile))}</strong> {tc("baht")}
        </p>
        <AmountField
          label={t("form.amount")}
          error={errors.amount?.message ?? serverError?.fieldErrors.amount}
          {...register("amount", amountRules({ required: t("form.amountRequired"), invalid: t("form.amountInvalid") }))}
        />
        <ErrorList messages={formErrorMessages(serverError, ["amount"])} />
        <MoneyFormActions submitLabel={t("form.submit")} busy={busy} onCancel={close} />
      </form>
    </Dialog>
  );
}
