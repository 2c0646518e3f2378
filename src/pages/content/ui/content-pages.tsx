import { Link, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session";
import { currentLocale, localePath } from "@/shared/i18n";
import { Button } from "@/shared/ui/button";
import { ContentSections, type ContentSection as Section } from "@/shared/ui/content-sections";
import { brandCopy, getRuntimeConfig } from "@/shared/config";
import styles from "./content-pages.module.css";

interface PromotionItem {
  id: string;
  title: string;
  image: string;
  text: string;
  terms: string[];
}

/**
 * Promotions for everyone. Members can pick one for their deposit: the button
 * goes to /deposit, where the deposit popup lets them confirm the promotion.
 */
export function PromotionPage() {
  const { t } = useTranslation("content");
  const authed = useUnit($isAuthenticated);
  const navigate = useNavigate();
  const lang = currentLocale();
  const items = t("promotion.items", { returnObjects: true }) as PromotionItem[];
  return (
    <article className="content-page" data-testid="promotion-page">
      <h1>{t("promotion.title")}</h1>
      <p>{t("promotion.body")}</p>
      <ul className={styles.promoList}>
        {items.map((p) => (
          <li key={p.id} className={styles.promoCard}>
            <img src={`${import.meta.env.BASE_URL}promotions/${p.image}.svg`} alt="" width={320} height={160} loading="lazy" decoding="async" />
            <h2>{p.title}</h2>
            <p>{p.text}</p>
            <ul className={styles.promoTerms}>
              {p.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            {authed ? (
              <Button variant="gold" block onClick={() => navigate(localePath(lang, "/deposit"))}>
                {t("promotion.useForDeposit")}
              </Button>
            ) : (
              <Link className="btn btn-gold btn-block" to={localePath(lang, "/register")}>
                {t("promotion.registerToClaim")}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function ArticlePage() {
  const { t } = useTranslation("content");
  return (
    <article className="content-page" data-testid="article-page">
      <h1>{t("article.title")}</h1>
      <p>{t("article.body")}</p>
      <ContentSections sections={t("article.sections", { returnObjects: true }) as Section[]} />
      <section className="content-section" id="about-us">
        <h2>{t("about.title")}</h2>
        {/* A brand's own about text (config.json brand.copy) comes first. */}
        {[brandCopy(getRuntimeConfig(), currentLocale(), "about"), ...(t("about.paragraphs", { returnObjects: true }) as string[])]
          .filter((p): p is string => Boolean(p))
          .map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
      </section>
    </article>
  );
}

export function PrivacyPolicyPage() {
  const { t } = useTranslation("content");
  return (
    <article className="content-page" data-testid="privacy-page">
      <h1>{t("privacy.title")}</h1>
      <p>{t("privacy.body")}</p>
      <ContentSections sections={t("privacy.sections", { returnObjects: true }) as Section[]} />
    </article>
  );
}
