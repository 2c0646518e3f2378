import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { LOCALES, currentLocale, localePath, splitLocalePath, type Locale } from "@/shared/i18n";
import styles from "./language-picker.module.css";

/** Switching keeps the current page and its query (R-NAV-3). */
function useSwitchLocale() {
  const location = useLocation();
  const navigate = useNavigate();
  return (locale: Locale) => {
    const { rest } = splitLocalePath(location.pathname);
    navigate(localePath(locale, rest) + location.search);
  };
}

export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const switchTo = useSwitchLocale();
  const active = currentLocale();
  return (
    <div
      className={compact ? `${styles.langPicker} ${styles.langPickerCompact}` : styles.langPicker}
      role="group"
      aria-label={t("language.label")}
      data-testid="language-picker"
    >
      {LOCALES.map((l) => (
        <button key={l} type="button" className="chip" aria-pressed={l === active} lang={l === "cn" ? "zh-CN" : l} onClick={() => switchTo(l)}>
          {t(`language.${l}`)}
        </button>
      ))}
    </div>
  );
}
