import { useTranslation } from "react-i18next";

/** "Step n of 3" under the popup title (the OTP entry counts as step 1). */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation("register");
  return (
    <p className="account-step">
      <span className="account-step-dots" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={n <= step ? "on" : undefined} />
        ))}
      </span>
      {t("step", { n: step, total: 3 })}
    </p>
  );
}
