import { Icon } from "@/shared/ui";
import { useTranslation } from "react-i18next";
import { getRuntimeConfig } from "@/shared/config";
import { LocaleLink, SupportLink } from "./links";

export function Footer() {
  const { t } = useTranslation();
  const site = getRuntimeConfig().site;
  return (
    <footer className="site-footer">
      <p className="claims">
        {t("claims.deposit")} · {t("claims.withdraw")}
      </p>
      {/* Spec section 1: both speed claims appear. */}
      <p className="claims">
        {t("claims.fast")} · {t("claims.seconds")}
      </p>
      <nav className="footer-links" aria-label={t("nav.aboutUs")}>
        <LocaleLink to="/article">{t("nav.aboutUs")}</LocaleLink>
        <LocaleLink to="/privacy-policy">{t("nav.privacyPolicy")}</LocaleLink>
        <LocaleLink to="/promotion">{t("nav.promotion")}</LocaleLink>
        <SupportLink>{t("support.label")}</SupportLink>
      </nav>
      <p className="copyright">
        © {new Date().getFullYear()} {site.name} · {t("footer.copyright")}
      </p>
    </footer>
  );
}

/** Fixed contact / live-chat widget. */
export function SupportWidget() {
  const { t } = useTranslation();
  return (
    <SupportLink className="support-widget" label={t("support.label")}>
      <Icon name="chat" />
      <span className="support-widget-label">{t("support.label")}</span>
    </SupportLink>
  );
}
