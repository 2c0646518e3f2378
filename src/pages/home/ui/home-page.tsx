import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { Link } from "react-router-dom";
import { $isAuthenticated } from "@/entities/session";
import { currentLocale, localePath } from "@/shared/i18n";
import { Spinner } from "@/shared/ui";

// The grids, banners and game launcher load after the first paint: the home page
// is in the first load and must stay inside the 160 kB budget.
const HomeCatalogue = lazy(() => import("./home-catalogue"));

interface Teaser {
  title: string;
  text: string;
}

export function HomePage() {
  const { t } = useTranslation("home");
  const authed = useUnit($isAuthenticated);
  const lang = currentLocale();
  const promotions = t("promotions.items", { returnObjects: true }) as Teaser[];
  const news = t("news.items", { returnObjects: true }) as Teaser[];
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
      <Suspense
        fallback={
          <div className="grid-status home-catalogue-fallback">
            <Spinner />
          </div>
        }
      >
        <HomeCatalogue />
      </Suspense>
      <div className="home-columns">
        <section className="home-block" aria-labelledby="home-promotions">
          <h2 id="home-promotions">{t("promotions.title")}</h2>
          <ul className="teaser-list">
            {promotions.map((p) => (
              <li key={p.title}>
                <strong>{p.title}</strong>
                <span>{p.text}</span>
              </li>
            ))}
          </ul>
          <Link to={localePath(lang, "/promotion")}>{t("promotions.more")}</Link>
        </section>
        <section className="home-block" aria-labelledby="home-news">
          <h2 id="home-news">{t("news.title")}</h2>
          <ul className="teaser-list">
            {news.map((n) => (
              <li key={n.title}>
                <strong>{n.title}</strong>
                <span>{n.text}</span>
              </li>
            ))}
          </ul>
          <Link to={localePath(lang, "/article")}>{t("news.more")}</Link>
        </section>
      </div>
      <section className="home-block" aria-labelledby="home-about">
        <h2 id="home-about">{t("about.title")}</h2>
        <p>{t("about.text")}</p>
        <nav className="policy-links" aria-label={t("policies")}>
          <Link to={localePath(lang, "/article")}>{t("about.more")}</Link>
          <Link to={localePath(lang, "/privacy-policy")}>{t("privacy")}</Link>
        </nav>
      </section>
    </div>
  );
}
