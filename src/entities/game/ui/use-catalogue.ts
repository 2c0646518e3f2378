import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Catalogue, Game, Provider } from "@/shared/api";
import { catalogueQuery } from "../api/catalogue";
import { buildSearchIndex, type SearchIndex } from "../lib/search";

export type CatalogueIndex = SearchIndex<Game, Provider>;

// One folded index per catalogue response, however many components ask for it.
const indexes = new WeakMap<Catalogue, CatalogueIndex>();
function indexOf(catalogue: Catalogue): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    index = buildSearchIndex(catalogue.games, catalogue.providers);
    indexes.set(catalogue, index);
  }
  return index;
}

/** The catalogue query plus its search index (built once). */
export function useCatalogue() {
  const q = useQuery(catalogueQuery());
  const index = useMemo(() => (q.data ? indexOf(q.data) : null), [q.data]);
  return { ...q, index };
}
