/**
 * Pure catalogue search, shared by the UI and scripts/bench.mjs (which
 * transpiles this file, so it must not import anything).
 *
 * Matching ignores case, Latin diacritics (NFD + strip combining marks) and Thai
 * tone marks / upper and lower vowels (U+0E31, U+0E34–U+0E3A, U+0E47–U+0E4E), so
 * 'มาจองเวย' finds 'มาจองเวย์' and 'mahjóng' finds 'Mahjong'.
 */

export interface SearchableGame {
  code: string;
  name: string;
  name_th?: string;
  provider: string;
  category: string;
  popularity: number;
  flags: readonly string[];
}

export interface SearchableProvider {
  code: string;
  name: string;
  category: string;
}

// Every combining mark after NFD: Latin accents, and the Thai marks named above
// (all of U+0E31, U+0E34–U+0E3A, U+0E47–U+0E4E are category Mn).
const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Folds a string for matching: lower case, no diacritics or Thai tone marks, single spaces. */
export function normalise(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase().replace(SEPARATORS, " ").trim();
}

export interface SearchIndex<G extends SearchableGame, P extends SearchableProvider> {
  games: readonly G[];
  providers: readonly P[];
  /** Folded text per game, same order as `games`. */
  gameKeys: readonly string[];
  providerKeys: readonly string[];
  providerByCode: ReadonlyMap<string, P>;
}

/**
 * Builds the index once per catalogue (about 2,000 games). The folded texts are made
 * on first use, i.e. on the first search keystroke: rendering the home page and the
 * tabs never pays for folding 2,000 names.
 */
export function buildSearchIndex<G extends SearchableGame, P extends SearchableProvider>(games: readonly G[], providers: readonly P[]): SearchIndex<G, P> {
  const providerByCode = new Map(providers.map((p) => [p.code, p]));
  let gameKeys: string[] | null = null;
  let providerKeys: string[] | null = null;
  return {
    games,
    providers,
    providerByCode,
    get gameKeys() {
      gameKeys ??= games.map((g) => normalise(`${g.name} ${g.name_th ?? ""} ${providerByCode.get(g.provider)?.name ?? g.provider} ${g.code}`));
      return gameKeys;
    },
    get providerKeys() {
      providerKeys ??= providers.map((p) => normalise(`${p.name} ${p.code}`));
      return providerKeys;
    },
  };
}

export interface SearchResult<G, P> {
  games: G[];
  providers: P[];
}

/** Every word of the term must appear in the folded name (any order). Empty term → nothing. */
export function searchCatalogue<G extends SearchableGame, P extends SearchableProvider>(index: SearchIndex<G, P>, term: string): SearchResult<G, P> {
  const words = normalise(term).split(" ").filter(Boolean);
  if (words.length === 0) return { games: [], providers: [] };
  const hit = (key: string) => words.every((w) => key.includes(w));
  const { gameKeys, providerKeys } = index;
  const games: G[] = [];
  for (let i = 0; i < index.games.length; i++) {
    if (hit(gameKeys[i] ?? "")) games.push(index.games[i] as G);
  }
  const providers = index.providers.filter((_, i) => hit(providerKeys[i] ?? ""));
  return { games, providers };
}

/** Most played first; recommended games win ties of equal rank groups. */
export function topGames<G extends SearchableGame>(games: readonly G[], limit = 60): G[] {
  const score = (g: G) => g.popularity + (g.flags.includes("recommended") ? 5_000 : 0);
  return games
    .filter((g) => !g.flags.includes("maintenance"))
    .slice()
    .sort((a, b) => score(b) - score(a))
    .slice(0, limit);
}

/** Games of a category, most popular first. */
export function gamesOfCategory<G extends SearchableGame>(games: readonly G[], category: string): G[] {
  return games.filter((g) => g.category === category).sort((a, b) => b.popularity - a.popularity);
}

export const gameKey = (g: { provider: string; code: string }): string => `${g.provider}/${g.code}`;
