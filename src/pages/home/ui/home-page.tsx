import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { Link } from "react-router-dom";
import { currentLocale, localePath } from "@/shared/i18n";

export function HomePage() {
  const { t } = useTranslation("home");
  const authed = useUnit($isAuthenticated);
  const lang = currentLocale();
  return (
    <div className="home" data-testid="home-page">
      <section className="hero" aria-labelledby="home-hero">
        <h1 id="home-hero">{t("heroTitle")}</h1>
        <p>{t("heroText")}</p>
        <div className="hero-actions">
          <Link className="btn btn-gold" to={localePath(lang, authed ? "/lobby" : "/register")}>
            {authed ? t("play") : t("register")}
          </Link>
          {authed ? null : (
            <Link className="btn btn-secondary" to={localePath(lang, "/casino-test")}>
              {t("trial")}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
