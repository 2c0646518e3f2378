import { useTranslation } from "react-i18next";
import styles from "./shared.module.css";

/** "Step n of 3" under the popup title (the OTP entry counts as step 1). */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation("register");
  return (
    <p className={styles.accountStep}>
      <span className={styles.accountStepDots} aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={n <= step ? styles.on : undefined} />
        ))}
      </span>
      {t("step", { n: step, total: 3 })}
    </p>
  );
}
