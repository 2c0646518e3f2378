import { useTranslation } from "react-i18next";
import { PASSWORD_REMARKS } from "./rules";

/** The three password remarks (spec section 5), each ticked once the value meets it. */
export function PasswordRemarks({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation("form");
  return (
    <ul className="password-remarks" id={id}>
      {PASSWORD_REMARKS.map((r) => {
        const ok = r.test(value);
        return (
          <li key={r.key} className={ok ? "remark-ok" : undefined}>
            <span aria-hidden="true">{ok ? "✓" : "•"}</span> {t(r.key)}
            {ok ? <span className="sr-only">{t("remarks.met")}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
