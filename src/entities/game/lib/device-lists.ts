import { useSyncExternalStore } from "react";
import { safeStorage } from "@/shared/lib/storage";

/**
 * Favourites and recently played games, kept on this device only (no endpoint
 * exists). A tiny external store over localStorage: every component reading it
 * re-renders on change, and other tabs follow through the `storage` event.
 */
export const FAVOURITES_KEY = "lobby.favourites";
export const RECENT_KEY = "lobby.recent";
export const RECENT_LIMIT = 24;

type ListName = "favourites" | "recent";
const KEYS: Record<ListName, string> = { favourites: FAVOURITES_KEY, recent: RECENT_KEY };
const EMPTY: readonly string[] = [];

const cache = new Map<ListName, readonly string[]>();
const listeners = new Set<() => void>();

function read(name: ListName): readonly string[] {
  const hit = cache.get(name);
  if (hit) return hit;
  const raw = safeStorage.getJson<unknown>(KEYS[name]);
  const list = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : EMPTY;
  cache.set(name, list);
  return list;
}

function write(name: ListName, list: readonly string[]): void {
  cache.set(name, list);
  safeStorage.setJson(KEYS[name], list);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVOURITES_KEY || e.key === RECENT_KEY) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const getFavourites = (): readonly string[] => read("favourites");
export const getRecent = (): readonly string[] => read("recent");

export function toggleFavourite(key: string): void {
  const list = read("favourites");
  write("favourites", list.includes(key) ? list.filter((k) => k !== key) : [key, ...list]);
}

/** Most recent first, without duplicates, at most RECENT_LIMIT. */
export function markPlayed(key: string): void {
  write("recent", [key, ...read("recent").filter((k) => k !== key)].slice(0, RECENT_LIMIT));
}

/** Test helper: forget the in-memory copy (storage is the source). */
export function resetDeviceListsCache(): void {
  cache.clear();
}

export const useFavourites = (): readonly string[] => useSyncExternalStore(subscribe, getFavourites, () => EMPTY);
export const useRecent = (): readonly string[] => useSyncExternalStore(subscribe, getRecent, () => EMPTY);
