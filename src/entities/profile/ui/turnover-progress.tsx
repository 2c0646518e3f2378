import { useTranslation } from "react-i18next";
import { formatAmount } from "@/shared/lib/format";
import { useProfile } from "../api/use-profile";
import styles from "./turnover-progress.module.css";

/**
 * The current promotion's turnover as a bar: played so far against what is needed before a
 * withdrawal (profile.current_promotion). Nothing when there is no promotion or no target.
 */
export function TurnoverProgress({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const promo = profile?.current_promotion;
  if (!promo || !Number.isFinite(promo.turnover_needed) || promo.turnover_needed <= 0 || !Number.isFinite(promo.turnover)) return null;
  const done = Math.max(0, Math.min(promo.turnover, promo.turnover_needed));
  const percent = Math.floor((done / promo.turnover_needed) * 100);
  const complete = promo.turnover >= promo.turnover_needed;
  return (
    <div className={className ? `${styles.turnoverProgress} ${className}` : styles.turnoverProgress} data-testid="turnover-progress">
      <span className={styles.turnoverProgressLabel}>
        <span>{complete ? t("turnover.complete") : t("turnover.label")}</span>
        <strong>
          {formatAmount(promo.turnover)} / {formatAmount(promo.turnover_needed)}
        </strong>
      </span>
      <progress max={promo.turnover_needed} value={done} aria-label={t("turnover.aria", { percent })}>
        {percent}%
      </progress>
    </div>
  );
}
