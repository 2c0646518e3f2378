import { useTranslation } from "react-i18next";
import { PASSWORD_REMARKS } from "./rules";
import styles from "./password-remarks.module.css";

/** The three password remarks (R-VAL-2), each ticked once the value meets it. */
export function PasswordRemarks({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation("form");
  return (
    <ul className={styles.passwordRemarks} id={id}>
      {PASSWORD_REMARKS.map((r) => {
        const ok = r.test(value);
        return (
          <li key={r.key} className={ok ? styles.remarkOk : undefined}>
            <span aria-hidden="true">{ok ? "✓" : "•"}</span> {t(r.key)}
            {ok ? <span className="sr-only">{t("remarks.met")}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
