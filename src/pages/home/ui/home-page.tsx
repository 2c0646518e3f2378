import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useUnit } from "effector-react";
import { Link } from "react-router-dom";
import { $isAuthenticated } from "@/entities/session";
import { currentLocale, localePath } from "@/shared/i18n";
import { Spinner } from "@/shared/ui/feedback";
import { brandCopy, useRuntimeConfig } from "@/shared/config";
import { AfterHydration } from "@/shared/lib/hydration";
import { Hero } from "@/shared/ui/hero";
import styles from "./home-page.module.css";

// The grids, banners and game launcher load after the first paint: the home page
// is in the first load and must stay inside the 160 kB budget. Both parts are one chunk and one
// stylesheet (./below-hero): they are asked for together, and each file costs a request.
const loadBelowHero = () => import("./below-hero");
/**
 * Fetches the grids' and sections' file (main.tsx, on the pages that show the home, once the
 * notice's request is out): they render once the app has taken the first paint over, and asked for
 * only then they waited a round trip more (on slow 4G the first game picture came about 1 s later:
 * docs/performance.md, "The home's grids file and the drawer").
 */
export const prefetchHomeParts = loadBelowHero;
const HomeCatalogue = lazy(() => loadBelowHero().then((m) => ({ default: m.HomeCatalogue })));
const HomeSections = lazy(() => loadBelowHero().then((m) => ({ default: m.HomeSections })));

export function HomePage() {
  const { t } = useTranslation("home");
  const authed = useUnit($isAuthenticated);
  const lang = currentLocale();
  // Members are not asked to sign up: their hero speaks of playing and what is new. The brand's
  // own copy (config.json) follows the first paint's default right after the app takes it over.
  const config = useRuntimeConfig();
  const catalogueLoading = (
    <div className="grid-status">
      <Spinner />
    </div>
  );
  return (
    <div data-testid="home-page">
      <Hero
        title={(config && brandCopy(config, lang, authed ? "memberHeroTitle" : "heroTitle")) ?? t(authed ? "memberHeroTitle" : "heroTitle")}
        text={(config && brandCopy(config, lang, authed ? "memberHeroText" : "heroText")) ?? t(authed ? "memberHeroText" : "heroText")}
      >
        <Link className="btn btn-gold" to={localePath(lang, authed ? "/lobby" : "/register")}>
          {authed ? t("play") : t("register")}
        </Link>
        {authed ? null : (
          <Link className="btn btn-secondary" to={localePath(lang, "/casino-test")}>
            {t("trial")}
          </Link>
        )}
      </Hero>
      {/* Fixed minimum height: the spinner, the loading catalogue and its first grid page
          take the same room, so nothing below moves while they swap (the prerendered first
          paint holds the same box). */}
      <div className={styles.homeCatalogue}>
        <Suspense fallback={catalogueLoading}>
          {/* Loaded after the app has taken the first paint over (which shows the spinner). */}
          <AfterHydration fallback={catalogueLoading}>
            <HomeCatalogue />
          </AfterHydration>
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <AfterHydration>
          <HomeSections />
        </AfterHydration>
      </Suspense>
    </div>
  );
}
