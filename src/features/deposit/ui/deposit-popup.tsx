import { useEffect } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { ErrorList } from "@/shared/ui/feedback";
import { AmountField, formErrorMessages, MoneyFormActions, parseAmount, useSchemaForm } from "@/shared/lib/form";
import { DIALOG_WIDTH, getRuntimeConfig, quickDepositAmounts } from "@/shared/config";
import { formatAmount, formatFigure, isSaneFigure } from "@/shared/lib/format";
import { popupClosed } from "@/shared/popup";
import type { Promotion } from "@/shared/api";
import { creditOf, useProfile } from "@/entities/profile";
import {
  $amountDraft,
  $selectedPromotionId,
  $submitError,
  amountDraftChanged,
  depositSubmitted,
  NO_PROMOTION,
  promotionCleared,
  promotionDeclined,
  promotionPickerOpened,
  submitDepositFx,
} from "../model/deposit";
import { depositSchema, type DepositFormInput } from "../model/schema";
import { depositPreview } from "../lib/preview";
import styles from "./deposit-popup.module.css";

/** Whole baht without decimals for the one-tap buttons (1,000 rather than 1,000.00). */
const wholeBaht = (n: number) => formatAmount(n).replace(/\.00$/, "");

/**
 * The deposit form (width 600), built around the amount: one-tap amounts (runtime config), the
 * promotion box (choose, change, decline), the chosen promotion's range with a warning outside it,
 * a live preview of bonus and turnover, the details table, submit, cancel, contact link.
 */
export function DepositPopup() {
  const { t } = useTranslation("deposit");
  const { t: tc } = useTranslation();
  const { profile } = useProfile();
  const [selectedId, pick, decline, clearPromo, submit, busy, serverError, close] = useUnit([
    $selectedPromotionId,
    promotionPickerOpened,
    promotionDeclined,
    promotionCleared,
    depositSubmitted,
    submitDepositFx.pending,
    $submitError,
    popupClosed,
  ]);
  const [draft, setDraft] = useUnit([$amountDraft, amountDraftChanged]);
  const promotions = profile?.promotions ?? [];
  const hasPromotions = promotions.length > 0;
  const form = useSchemaForm(depositSchema(hasPromotions), { amount: draft, promotion_id: selectedId } satisfies DepositFormInput);
  const {
    register,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  // The choice lives in the model (it survives the trip to the picker); the form checks it.
  useEffect(() => {
    setValue("promotion_id", selectedId, { shouldValidate: isSubmitted });
  }, [selectedId, setValue, isSubmitted]);
  const selected = selectedId ? (promotions.find((p) => p.id === selectedId) ?? null) : null;
  const amount = parseAmount(watch("amount") ?? "");

  const onSubmit = form.handleSubmit((values) => submit(values));
  const setAmount = (n: number) => {
    setValue("amount", String(n), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
    setDraft(String(n));
  };
  // Only the amount has a field here; every other field error (promotion_id, bank, ...) goes to the list.
  const generalErrors = formErrorMessages(serverError, ["amount"]);
  const promoError = errors.promotion_id?.message;
  const max = selected?.deposit_max && selected.deposit_max > 0 ? selected.deposit_max : null;
  const preview = amount !== null && selected ? depositPreview(amount, selected) : null;

  return (
    <Dialog open title={t("form.title")} width={DIALOG_WIDTH.deposit} onClose={() => close()}>
      <form className="money-form" onSubmit={onSubmit} noValidate>
        <p className="money-balance">
          {t("form.balance")}: <strong>{formatAmount(creditOf(profile))}</strong> {tc("baht")}
        </p>
        <div
          className={promoError ? `${styles.promoBox} ${styles.isInvalid}` : styles.promoBox}
          data-testid="promo-box"
          role="group"
          aria-label={t("form.promotion")}
        >
          <span className={styles.promoBoxLabel}>{t("form.promotion")}</span>
          {selected || selectedId === NO_PROMOTION ? (
            <>
              <strong data-testid="promo-choice">{selected ? selected.name : t("form.declined")}</strong>
              <span className={styles.promoBoxActions}>
                <Button variant="ghost" onClick={() => pick()}>
                  {t("form.change")}
                </Button>
                {selected ? (
                  <Button variant="ghost" onClick={() => clearPromo()}>
                    {t("form.cancelPromotion")}
                  </Button>
                ) : null}
              </span>
            </>
          ) : (
            <span className={styles.promoBoxActions}>
              <Button variant="secondary" onClick={() => pick()}>
                {t("form.getPromotion")}
              </Button>
              {hasPromotions ? (
                <Button variant="secondary" onClick={() => decline()}>
                  {t("form.decline")}
                </Button>
              ) : null}
            </span>
          )}
          {promoError ? (
            <div className="field-error" role="alert">
              {t(promoError)}
            </div>
          ) : null}
        </div>
        <div className={styles.quickAmounts} role="group" aria-label={t("form.quickAmounts")}>
          {quickDepositAmounts().map((n) => (
            <button key={n} type="button" className={styles.quickAmount} aria-pressed={amount === n} onClick={() => setAmount(n)}>
              {wholeBaht(n)}
            </button>
          ))}
        </div>
        <AmountField
          label={t("form.amount")}
          error={errors.amount?.message ? t(errors.amount.message) : serverError?.fieldErrors.amount}
          {...register("amount", { onChange: (e: { target: { value: string } }) => setDraft(e.target.value) })}
        />
        {max !== null ? <p className={styles.promoRange}>{t("form.range", { max: wholeBaht(max) })}</p> : null}
        {preview?.outOfRange && max !== null ? (
          <p className={styles.promoWarning} role="status" data-testid="promo-warning">
            {t("form.outOfRange", { max: wholeBaht(max) })}
          </p>
        ) : null}
        {amount !== null && (selected || selectedId === NO_PROMOTION) ? (
          <p className={styles.depositPreview} role="status" data-testid="deposit-preview">
            {preview
              ? t(preview.turnover > 0 ? "form.preview" : "form.previewNoTurnover", {
                  amount: formatAmount(amount),
                  bonus: formatAmount(preview.bonus),
                  turnover: formatAmount(preview.turnover),
                })
              : t("form.previewDeclined", { amount: formatAmount(amount) })}
          </p>
        ) : null}
        <ErrorList messages={generalErrors} />
        {selected ? <PromotionDetails promotion={selected} /> : null}
        <MoneyFormActions submitLabel={t("form.submit")} busy={busy} onCancel={close} />
        <a className={styles.moneyContact} href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
          {t("form.contact")}
        </a>
      </form>
    </Dialog>
  );
}

/**
 * The promotion's terms: percentages as "10%", multipliers as "3 เท่า", amounts with separators,
 * and 0 (or a term the server left out) as "none". `deposit_max` is the top of the range.
 */
function PromotionDetails({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation("deposit");
  const { t: tc } = useTranslation();
  // A term outside its sane range (negative, 1e300) shows "—", never the figure as it came.
  const shown = (n: number | undefined, max: number, as: (n: number) => string) => (!n ? tc("none") : isSaneFigure(n, max) ? as(n) : "—");
  const amount = (n: number) => formatAmount(n);
  const MONEY = 1_000_000_000;
  const rows: Array<[string, string]> = [
    [t("form.bonusPercent"), shown(promotion.bonus_percent, 1_000, (n) => t("form.percent", { n: formatFigure(n) }))],
    [t("form.bonusFixed"), shown(promotion.bonus_fixed, MONEY, amount)],
    [t("form.bonusMax"), shown(promotion.bonus_max, MONEY, amount)],
    [t("form.depositMax"), shown(promotion.deposit_max, MONEY, amount)],
    [t("form.turnover"), shown(promotion.turnover, 1_000, (n) => t("form.times", { n: formatFigure(n) }))],
    [t("form.turnoverMax"), shown(promotion.turnover_max, MONEY, amount)],
  ];
  return (
    <table className={styles.promoDetails}>
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
