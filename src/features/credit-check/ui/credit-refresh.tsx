import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Icon } from "@/shared/ui/icon";
import { LOW_CREDIT_HINT_BAHT } from "@/shared/config";
import { creditOf, useProfile } from "@/entities/profile";
import { $checking, creditCheckRequested } from "../model/credit-check";
import styles from "./credit-refresh.module.css";

/**
 * Refresh-credit control (member bar, drawer, info tab): starts the credit check
 * and spins, marked busy, until the check ends.
 */
export function CreditRefreshButton() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation("credit-check", { useSuspense: false });
  const [checking, request] = useUnit([$checking, creditCheckRequested]);
  return (
    <button
      type="button"
      className={`icon-btn credit-refresh${checking ? " is-spinning" : ""}`}
      aria-label={t("member.refreshCredit")}
      aria-busy={checking || undefined}
      data-testid="credit-refresh"
      onClick={() => request()}
    >
      <Icon name="refresh" />
      {checking ? <span className="sr-only">{tc("busy")}</span> : null}
    </button>
  );
}

/** Hint shown when the credit is below 20 baht: refreshing clears the turnover (R-INFO-2, R-LIM-2). */
export function LowCreditHint() {
  const { t } = useTranslation("credit-check", { useSuspense: false });
  const { profile } = useProfile();
  const credit = creditOf(profile);
  // Unknown credit (no usable wallet in the answer) is not called low.
  if (credit === null || credit >= LOW_CREDIT_HINT_BAHT) return null;
  return (
    <p className={styles.lowCreditHint} data-testid="low-credit-hint">
      {t("lowCredit", { limit: LOW_CREDIT_HINT_BAHT })}
    </p>
  );
}
