export { PromotionPage, ArticlePage, PrivacyPolicyPage } from "./ui/content-pages";
