import { useTranslation } from "react-i18next";
import { getRuntimeConfig, type Mark } from "@/shared/config";
import { currentLocale } from "@/shared/i18n";
import { LocaleLink, SupportLink } from "./links";

/** Trust marks (config.json `brand.trustMarks`): each image at its configured size, its name beside it. */
function Marks({ label, marks }: { label: string; marks: Mark[] }) {
  if (!marks.length) return null;
  return (
    <ul className="trust-marks" aria-label={label}>
      {marks.map((m) => (
        <li key={m.name}>
          <img src={m.src} width={m.width} height={m.height} alt="" loading="lazy" decoding="async" />
          {m.name}
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { site, brand, responsiblePlay } = getRuntimeConfig();
  const lang = currentLocale();
  return (
    <footer className="site-footer">
      <Marks label={t("footer.payments")} marks={brand.trustMarks.payments} />
      <Marks label={t("footer.providers")} marks={brand.trustMarks.providers} />
      {/* R-PRD-7's two speed claims as one promise: usually under a minute, at most 3-5 / 10-15 minutes. */}
      <p className="claims">{t("claims.promise")}</p>
      <nav className="footer-links" aria-label={t("nav.aboutUs")}>
        <LocaleLink to="/article">{t("nav.aboutUs")}</LocaleLink>
        <LocaleLink to="/privacy-policy">{t("nav.privacyPolicy")}</LocaleLink>
        <LocaleLink to="/promotion">{t("nav.promotion")}</LocaleLink>
        <SupportLink>{t("support.label")}</SupportLink>
        {responsiblePlay.page ? <LocaleLink to="/responsible-play">{t("nav.responsiblePlay")}</LocaleLink> : null}
        {brand.supportLinks.map((l) => (
          <a key={l.url} href={l.url} target="_blank" rel="noopener noreferrer">
            {l.label[lang]}
          </a>
        ))}
      </nav>
      {responsiblePlay.adultsMark ? (
        <p className="adults-only">
          <span className="adults-mark" aria-hidden="true">
            18+
          </span>
          {t("footer.adultsOnly")}
        </p>
      ) : null}
      <p className="copyright">
        © {new Date().getFullYear()} {site.name} · {t("footer.copyright")}
      </p>
    </footer>
  );
}
