import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { Game } from "@/shared/api";
import { Icon } from "@/shared/ui/icon";
import { Tabs } from "@/shared/ui/tabs";
import { FIELD_MAX } from "@/shared/config";
import { gameKey, gamesOfCategory, searchCatalogue } from "../lib/search";
import { useFavourites, useRecent } from "../lib/device-lists";
import { GameGrid } from "./game-grid";
import { ProviderGrid } from "./provider-grid";
import { CatalogueStatus } from "./catalogue-status";
import { useCatalogue, type CatalogueIndex } from "./use-catalogue";
import { useHydrated } from "@/shared/lib/hydration";
import styles from "./game-browser.module.css";

const BROWSER_TABS = ["slot", "casino", "fish", "favourites", "recent"] as const;
export type BrowserTab = (typeof BROWSER_TABS)[number];
const isTab = (v: string | null): v is BrowserTab => (BROWSER_TABS as readonly (string | null)[]).includes(v);

/**
 * Game tabs (slot, casino, fish, favourites, recently played) with a search box.
 * The tab and the search term live in the URL (`?tab=`, `?q=`, replace), so
 * back/forward and shared links keep them. Typing stays instant at 2,000 games:
 * the input is controlled, the filtering follows a deferred copy of the term.
 */
export function GameBrowser({ onPlay }: { onPlay: (game: Game) => void }) {
  const { t } = useTranslation("game");
  const catalogue = useCatalogue();
  // The prerendered first paint (the game lobby's) shows the catalogue on its way; a catalogue
  // already in the cache shows right after the app has taken the first paint over.
  const hydrated = useHydrated();
  const { refetch } = catalogue;
  const loaded = hydrated ? catalogue.index : undefined;
  const isPending = hydrated ? catalogue.isPending : true;
  const isError = hydrated && catalogue.isError;
  // The grids follow a deferred copy of the catalogue: when it arrives (2,000 games, an
  // answer that lands while the page is still starting), the cards render in a background
  // pass that yields to taps and scrolling instead of one long task.
  const index = useDeferredValue(loaded);
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState(() => params.get("q") ?? "");
  const deferred = useDeferredValue(term);
  const tabParam = params.get("tab");
  const tab: BrowserTab = isTab(tabParam) ? tabParam : "slot";

  useEffect(() => {
    const current = params.get("q") ?? "";
    if (current === deferred) return;
    const next = new URLSearchParams(params);
    if (deferred) next.set("q", deferred);
    else next.delete("q");
    setParams(next, { replace: true, preventScrollReset: true });
  }, [deferred, params, setParams]);

  const setTab = (key: BrowserTab) => {
    const next = new URLSearchParams(params);
    next.set("tab", key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <section className={styles.gameBrowser} aria-label={t("browser")}>
      <div className={`${styles.gameSearch} field`}>
        <label className="field-label" htmlFor="game-search">
          {t("search")}
        </label>
        <div className="field-control">
          <Icon name="search" className={styles.gameSearchIcon} />
          <input
            id="game-search"
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            maxLength={FIELD_MAX.search}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      {isPending || isError || !index ? (
        <CatalogueStatus isPending={isPending || Boolean(loaded && !index)} onRetry={() => void refetch()} />
      ) : deferred.trim() ? (
        <SearchResults index={index} term={deferred} onPlay={onPlay} stale={deferred !== term} />
      ) : (
        <Tabs items={BROWSER_TABS.map((key) => ({ key, label: t(`tab.${key}`) }))} value={tab} onChange={setTab} label={t("tabs")}>
          <TabContent key={tab} tab={tab} index={index} onPlay={onPlay} />
        </Tabs>
      )}
    </section>
  );
}

function SearchResults({ index, term, onPlay, stale }: { index: CatalogueIndex; term: string; onPlay: (g: Game) => void; stale: boolean }) {
  const { t } = useTranslation("game");
  const result = useMemo(() => searchCatalogue(index, term), [index, term]);
  return (
    <div className="search-results" aria-busy={stale} data-testid="search-results">
      <p role="status" className={styles.searchCount}>
        {t("results", { games: result.games.length, providers: result.providers.length })}
      </p>
      <ProviderGrid providers={result.providers} label={t("providers")} />
      <GameGrid key={term} games={result.games} providers={index.providerByCode} onPlay={onPlay} label={t("games")} empty={t("noResults")} />
    </div>
  );
}

function TabContent({ tab, index, onPlay }: { tab: BrowserTab; index: CatalogueIndex; onPlay: (g: Game) => void }) {
  const { t } = useTranslation("game");
  const favourites = useFavourites();
  const recent = useRecent();
  const category = tab === "favourites" || tab === "recent" ? null : tab;
  // The key → game map is only for the device lists: the category tabs never build it.
  const byKey = useMemo(() => (category ? null : new Map(index.games.map((g) => [gameKey(g), g]))), [category, index]);
  const games = useMemo(() => {
    if (category || !byKey) return category ? gamesOfCategory(index.games, category) : [];
    const keys = tab === "favourites" ? favourites : recent;
    return keys.map((k) => byKey.get(k)).filter((g): g is Game => g !== undefined);
  }, [category, tab, index, favourites, recent, byKey]);
  const providers = useMemo(() => (category ? index.providers.filter((p) => p.category === category) : []), [category, index]);
  return (
    <>
      {providers.length ? <h3 className={styles.gridTitle}>{t("providers")}</h3> : null}
      <ProviderGrid providers={providers} label={t("providers")} />
      <h3 className={styles.gridTitle}>{t(`tab.${tab}`)}</h3>
      <GameGrid games={games} providers={index.providerByCode} onPlay={onPlay} label={t(`tab.${tab}`)} empty={t(`empty.${tab}`)} />
    </>
  );
}
