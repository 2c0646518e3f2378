import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { currentLocale, localePath } from "@/shared/i18n";
import styles from "./home-sections.module.css";

interface Teaser {
  title: string;
  text: string;
}

/** Promotion and news teasers, about us and policy links (static locale content). */
export default function HomeSections() {
  const { t } = useTranslation("home");
  const lang = currentLocale();
  const promotions = t("promotions.items", { returnObjects: true }) as Teaser[];
  const news = t("news.items", { returnObjects: true }) as Teaser[];
  return (
    <>
      <div className={styles.homeColumns}>
        <section className={styles.homeBlock} aria-labelledby="home-promotions">
          <h2 id="home-promotions">{t("promotions.title")}</h2>
          <ul className={styles.teaserList}>
            {promotions.map((p) => (
              <li key={p.title}>
                <strong>{p.title}</strong>
                <span>{p.text}</span>
              </li>
            ))}
          </ul>
          <Link to={localePath(lang, "/promotion")}>{t("promotions.more")}</Link>
        </section>
        <section className={styles.homeBlock} aria-labelledby="home-news">
          <h2 id="home-news">{t("news.title")}</h2>
          <ul className={styles.teaserList}>
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
      <section className={styles.homeBlock} aria-labelledby="home-about">
        <h2 id="home-about">{t("about.title")}</h2>
        <p>{t("about.text")}</p>
        <nav className={styles.policyLinks} aria-label={t("policies")}>
          <Link to={localePath(lang, "/article")}>{t("about.more")}</Link>
          <Link to={localePath(lang, "/privacy-policy")}>{t("privacy")}</Link>
        </nav>
      </section>
    </>
  );
}
