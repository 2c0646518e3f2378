import { beforeEach, describe, expect, it } from "vitest";
import { FAVOURITES_KEY, RECENT_KEY, RECENT_LIMIT, getFavourites, getRecent, markPlayed, resetDeviceListsCache, toggleFavourite } from "./device-lists";

beforeEach(() => {
  localStorage.clear();
  resetDeviceListsCache();
});

describe("device lists", () => {
  it("toggles a favourite and keeps it in localStorage", () => {
    toggleFavourite("pgsoft/mahjong-ways");
    expect(getFavourites()).toEqual(["pgsoft/mahjong-ways"]);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]")).toEqual(["pgsoft/mahjong-ways"]);
    resetDeviceListsCache();
    expect(getFavourites()).toEqual(["pgsoft/mahjong-ways"]);
    toggleFavourite("pgsoft/mahjong-ways");
    expect(getFavourites()).toEqual([]);
  });

  it("keeps recently played unique, newest first, bounded", () => {
    for (let i = 0; i < RECENT_LIMIT + 5; i++) markPlayed(`p/g${i}`);
    markPlayed("p/g10");
    const recent = getRecent();
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]).toBe("p/g10");
    expect(recent.filter((k) => k === "p/g10")).toHaveLength(1);
  });

  it("ignores corrupt storage", () => {
    localStorage.setItem(RECENT_KEY, "{not json");
    expect(getRecent()).toEqual([]);
  });
});
