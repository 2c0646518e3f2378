import { useState } from "react";
import { useForm } from "react-hook-form";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button, Dialog, ErrorList } from "@/shared/ui";
import { AmountField, amountRules, formErrorMessages, MoneyFormActions, parseAmount } from "@/shared/lib/form";
import { DIALOG_WIDTH } from "@/shared/config";
import { getRuntimeConfig } from "@/shared/config";
import { formatAmount } from "@/shared/lib/format";
import { popupClosed } from "@/shared/popup";
import type { Promotion } from "@/shared/api";
import { creditOf, useProfile } from "@/entities/profile";
import {
  $amountDraft,
  $selectedPromotion,
  $submitError,
  amountDraftChanged,
  depositSubmitted,
  promotionCleared,
  promotionPickerOpened,
  submitDepositFx,
} from "../model";

/** The deposit form (width 600): balance, promotion box, amount, details, submit. */
export function DepositPopup() {
  const { t } = useTranslation("deposit");
  const { t: tc } = useTranslation();
  const { profile } = useProfile();
  const [selected, pick, clearPromo, submit, busy, serverError, close] = useUnit([
    $selectedPromotion,
    promotionPickerOpened,
    promotionCleared,
    depositSubmitted,
    submitDepositFx.pending,
    $submitError,
    popupClosed,
  ]);
  const [draft, setDraft] = useUnit([$amountDraft, amountDraftChanged]);
  const [promoMissing, setPromoMissing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ amount: string }>({ defaultValues: { amount: draft }, mode: "onTouched" });
  const hasPromotions = (profile?.promotions.length ?? 0) > 0;

  const onSubmit = handleSubmit(({ amount }) => {
    // Promotion is required when the member has any to choose from (see README).
    if (hasPromotions && !selected) {
      setPromoMissing(true);
      return;
    }
    setPromoMissing(false);
    submit({ amount: parseAmount(amount)! });
  });
  // Only the amount has a field here; every other field error (promotion_id, bank, ...) goes to the list.
  const generalErrors = formErrorMessages(serverError, ["amount"]);

  return (
    <Dialog open title={t("form.title")} width={DIALOG_WIDTH.deposit} onClose={() => close()}>
      <form className="money-form" onSubmit={onSubmit} noValidate>
        <p className="money-balance">
          {t("form.balance")}: <strong>{formatAmount(creditOf(profile))}</strong> {tc("baht")}
        </p>
        <div className={`promo-box${promoMissing ? " is-invalid" : ""}`} data-testid="promo-box">
          <span className="promo-box-label">{t("form.promotion")}</span>
          {selected ? (
            <>
              <strong>{selected.name}</strong>
              <span className="promo-box-actions">
                <Button variant="ghost" onClick={() => pick()}>
                  {t("form.change")}
                </Button>
                <Button variant="ghost" onClick={() => clearPromo()}>
                  {t("form.cancelPromotion")}
                </Button>
              </span>
            </>
          ) : (
            <Button variant="secondary" onClick={() => pick()}>
              {t("form.getPromotion")}
            </Button>
          )}
          {promoMissing ? (
            <div className="field-error" role="alert">
              {t("form.promotionRequired")}
            </div>
          ) : null}
        </div>
        <AmountField
          label={t("form.amount")}
          error={errors.amount?.message ?? serverError?.fieldErrors.amount}
          {...register("amount", {
            ...amountRules({ required: t("form.amountRequired"), invalid: t("form.amountInvalid") }),
            onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
          })}
        />
        <ErrorList messages={generalErrors} />
        {selected ? <PromotionDetails promotion={selected} /> : null}
        <MoneyFormActions submitLabel={t("form.submit")} busy={busy} onCancel={close} />
        <a className="money-contact" href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
          {t("form.contact")}
        </a>
      </form>
    </Dialog>
  );
}

/** A value of 0 displays as 'none'; deposit_max is shown as both minimum and maximum (spec section 3). */
function PromotionDetails({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation("deposit");
  const { t: tc } = useTranslation();
  const show = (n: number | undefined) => (!n ? tc("none") : formatAmount(n)); // absent (optional in the contract) also reads "none"
  const rows: Array<[string, string]> = [
    [t("form.bonusPercent"), show(promotion.bonus_percent)],
    [t("form.bonusFixed"), show(promotion.bonus_fixed)],
    [t("form.bonusMax"), show(promotion.bonus_max)],
    [t("form.depositMin"), show(promotion.deposit_max)],
    [t("form.depositMax"), show(promotion.deposit_max)],
    [t("form.turnover"), show(promotion.turnover)],
    [t("form.turnoverMax"), show(promotion.turnover_max)],
  ];
  return (
    <table className="promo-details">
      <caption>{t("form.details")}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
