import { useTranslation } from "react-i18next";

function ContentPage({ id }: { id: "promotion" | "article" | "privacy" }) {
  const { t } = useTranslation("content");
  return (
    <article className="content-page" data-testid={`${id}-page`}>
      <h1>{t(`${id}.title`)}</h1>
      <p>{t(`${id}.body`)}</p>
    </article>
  );
}

export const PromotionPage = () => <ContentPage id="promotion" />;
export const ArticlePage = () => <ContentPage id="article" />;
export const PrivacyPolicyPage = () => <ContentPage id="privacy" />;
